#!/bin/bash
# Ninety-third session, round f (H200, one call; carries baseline/h200-93a.json, the session's
# first table): the GPU tests of auto and the backward kernels on the final table; then, medians
# of three interleaved runs, auto on it against auto on the first at fresh bf16 log_softmax widths
# (seed 9303) in the bands rounds d-e entered (scripts/ninetythird_f.txt).
#     bash scripts/round_ninetythird_f.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests f-gpu-tests-auto 200
REPEAT=3 SESSION=ninetythird matrices_round f 150
pack_out
