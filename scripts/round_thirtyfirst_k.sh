#!/bin/bash
# Thirty-first session, round k (H100): auto past the sweep's last width (fp32 300000 had run
# 87.6 before round j), three dtypes, both forward ops: fresh random widths 150000-600000
# (seed 67) and 300000, 400000, 524288.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=280 auto_ops k bf16,fp16,fp32 300000,400000,524288,random=67:10:150000:600000 softmax log_softmax
