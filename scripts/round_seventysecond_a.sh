#!/bin/bash
# Seventy-second session, round a (H200, two calls back to back: `tests softmax log_softmax`, then
# `softmax_backward log_softmax_backward`): the shipped H200 table (softgen/tuning/h200.json, the
# labels fixed after round seventyfirst e) out of sample: auto at 24 fresh random widths an op
# (log-uniform 128-262143, seed 7105 + the op's index), every dtype (scripts/try_auto.py: a width
# under 95 timed twice more, the median shown); `tests` first runs the GPU tests of auto and the
# backward kernels on it.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
round=${ROUND:-a} seed=${SEED:-7105}     # round c: ROUND=c SEED=7109 (scripts/round_seventysecond_c.sh)
for step in "$@"; do
  if [ "$step" = tests ]; then auto_tests "$round-tests" 110; continue; fi
  case $step in softmax) i=0 ;; log_softmax) i=1 ;; softmax_backward) i=2 ;; log_softmax_backward) i=3 ;; esac
  T=140 auto_at "$round-$step" "op=$step" fp32,bf16,fp16 "random=$((seed + i)):24:128:262143"
done
rm -f "$OUT"/*.csv
pack_out
