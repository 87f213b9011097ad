#!/bin/bash
# Seventy-fourth session, round f (H200, one call): the GPU tests of auto and the backward kernels
# on the final table; then 16-bit softmax / log_softmax at 10 fresh random widths (log-uniform,
# 4000-90000, seeds 7411-7414) an op and dtype and fp32 where warps_bound moved the pick, auto
# against auto on the table before the session (baseline/h200-73end.json;
# scripts/seventyfourth_f.txt), single runs; bf16 log_softmax 24700-32990, where entries of round e
# carry into 16 bytes of spills (scripts/audit_spills.py).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 SESSION=seventyfourth
auto_tests f-gpu-tests 200
matrices_round f ${T:-200}
