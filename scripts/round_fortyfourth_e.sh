#!/bin/bash
# Forty-fourth session, round e (H100): 16-bit rows of 384-600 KB on one block (program) an SM
# (splitfrom=600), now that its grid always spreads and asks L2 for the next row (CUDA; Triton
# to 85%), against the split (four an SM, chunks of 64 / 56 KB). Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
    REPEAT=3 T=200 explore try_matrix.py $dt online 230000,262144,300001 "" splitfrom=600 backend=triton \
        backend=triton,splitfrom=600 | tee "$OUT/e-$dt.txt"
done
REPEAT=3 T=150 explore try_matrix.py op=log_softmax bf16 online 230000,262144,300001 "" splitfrom=600 \
    backend=triton backend=triton,splitfrom=600 | tee "$OUT/e-log-bf16.txt"
