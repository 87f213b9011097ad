#!/bin/bash
# Twenty-fifth session, round q (H100): auto after every table change of this session, at fresh
# random widths (seed 46) in all four ops, 16-bit, and fp32 backward over its long band.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
R=random=46:12:16384:262144,34816,125000,128720
T=110 auto_ops q bf16,fp16 $R
T=110 auto_at auto-q-fp32-backward op=softmax_backward fp32 random=46:8:190000:262144,199001,236968
rm -f "$OUT"/auto-*.csv
