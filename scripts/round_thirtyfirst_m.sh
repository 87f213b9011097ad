#!/bin/bash
# Thirty-first session, round m (H100): auto past 262144 after round l's entries (16-bit 386000
# stage 6 x 16, 402000 / 600000 stage 1 x 16, 450000 / 524288 stage 1 x 16 at 512 threads; fp32
# 350000-524288; log_softmax fp16 takes bf16's, as at every width), three dtypes, both forward ops: round k's widths (seed 67) and fresh ones
# (seed 68), 262144-650000.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=280 auto_ops m bf16,fp16,fp32 300000,393000,394000,400000,524288,random=67:10:150000:600000,random=68:10:262144:650000 softmax log_softmax
