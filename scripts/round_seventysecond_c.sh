#!/bin/bash
# Seventy-second session, round c (H200, two calls back to back: `tests softmax log_softmax`, then
# `softmax_backward log_softmax_backward`): round a's steps on the H200 table shipped then
# (softgen/tuning/h200.json: the alignment rule and round b's entries, scripts/add_h200_entries.py),
# out of sample: auto at 24 fresh random widths an op (log-uniform 128-262143, seed 7109 + the
# op's index), every dtype; `tests` first runs the GPU tests of auto and the backward kernels on it.
ROUND=c SEED=7109 exec bash scripts/round_seventysecond_a.sh "$@"
