#!/bin/bash
# Twenty-fourth session, round p (H100): the outcome after every table change of the session.
# auto at fresh random widths (seed 39) for all four ops and dtypes, fp32 forward across
# 150001-262144 where rounds j-o changed entries, and the GPU tests of auto.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 120 python3 -m pytest -q -m gpu tests/test_gpu.py -k auto 2>&1 | tail -2
R=random=39:16:128:262144
T=140 auto_ops p fp32,bf16,fp16 $R
B=152000,158000,163000,168000,176000,186000,191000,196000,205000,215000,225000,235000
T=120 auto_at auto-p-fp32-band op=softmax fp32 $B
rm -f "$OUT"/auto-*.csv
