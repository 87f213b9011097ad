#!/bin/bash
# Forty-third session, round l (H100): 16-bit rows of 190-380 KB through the split (chunks of 56 KB
# in Triton, 64 in CUDA, four an SM) rather than one block (program) an SM: splitfrom=KB.
# Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py bf16 online 95000,110000,150001,160000,190000 "" splitfrom=180 backend=triton \
    backend=triton,splitfrom=180 | tee "$OUT/l-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py fp16 online 95000,150001,190000 "" splitfrom=180 backend=triton \
    backend=triton,splitfrom=180 | tee "$OUT/l-fp16.txt"
