#!/bin/bash
# Twenty-fourth session, round aa (H100): after the 16-bit backward stage 1 rule (whole warps, one
# step a slice): the GPU tests of every cluster kernel, and auto for both backward ops at fresh
# random widths (seed 42) and at widths whose table entries run stage 1 in 16 bits.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -k cluster 2>&1 | tail -2
R=random=42:14:128:262144,24001,43493,65536,100001,131072
T=130 auto_ops aa bf16,fp16 $R softmax_backward log_softmax_backward
rm -f "$OUT"/auto-*.csv
