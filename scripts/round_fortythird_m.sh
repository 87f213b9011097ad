#!/bin/bash
# Forty-third session, round m (H100): Triton 16-bit rows of 180-384 KB through the split
# (splitfrom=180) against the one-program gluon kernel, at the widths round l left out and in
# log_softmax.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py bf16 online 92160,100000,120000,131072,140000,170000,180000 backend=triton \
    backend=triton,splitfrom=180 | tee "$OUT/m-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py fp16 online 100000,120000,131072,160000 backend=triton \
    backend=triton,splitfrom=180 | tee "$OUT/m-fp16.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax bf16 online 95000,100000,131072,150001,190000 backend=triton \
    backend=triton,splitfrom=180 | tee "$OUT/m-log-bf16.txt"
