#!/bin/bash
# Forty-fourth session, round d (H100): round c's matrix again (its short_wave=33.34 failed to
# parse): the shipped spread rule against the third before, 16-bit, both ops, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=100000,120000,131072,150001,190000
for op in softmax log_softmax; do for dt in bf16 fp16; do
    REPEAT=3 T=200 explore try_matrix.py op=$op $dt online $W "" short_wave=33.34 backend=triton \
        backend=triton,short_wave=33.34 | tee "$OUT/d-$op-$dt.txt"
done; done
