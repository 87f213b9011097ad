#!/bin/bash
# Twenty-fourth session, round t (H100): the outcome with the final table: auto at fresh random
# widths (seed 41) for all four ops and dtypes, and the GPU tests of auto.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 120 python3 -m pytest -q -m gpu tests/test_gpu.py -k auto 2>&1 | tail -2
R=random=41:20:128:262144
T=140 auto_ops t fp32,bf16,fp16 $R
rm -f "$OUT"/auto-*.csv
