#!/bin/bash
# Thirty-second session, round g (H100): auto past 262144 after rounds c-f's entries, 16-bit, both
# forward ops: round d2's widths from 514084 on, fresh ones (seed 70, 262144-650000), and the
# sweep's 131072 / 262144 (their kernels did not change: a check on the machine).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=280 auto_ops g bf16,fp16 131072,262144,514084,536199,536608,557329,577231,601509,615981,650000,random=70:8:262144:650000 "$@"
