#!/bin/bash
# Twenty-sixth session, round e (H100): auto at fresh random widths over the whole range (seed 49,
# 128-262144), all four ops, the dtypes given (default all three), after this session's stage 4.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
R=random=49:10:128:262144,random=50:6:16384:262144
T=140 auto_ops e ${1:-fp32,bf16,fp16} $R
rm -f "$OUT"/auto-*.csv
