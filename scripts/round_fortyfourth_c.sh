#!/bin/bash
# Forty-fourth session, round c (H100): the shipped spread rule (CUDA's held entry always, Triton's
# one-program gluon kernel to 85%) against the third before (short_wave=33.34), 16-bit, both ops,
# medians of three; Triton's spread without the next row's prefetch (gnext=0) where it lost; then
# the GPU tests of the spread grids, the next-row prefetch and long rows.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=100000,120000,131072,150001,190000
for op in softmax log_softmax; do for dt in bf16 fp16; do
    REPEAT=3 T=200 explore try_matrix.py op=$op $dt online $W "" short_wave=33.34 backend=triton \
        backend=triton,short_wave=33.34 | tee "$OUT/c-$op-$dt.txt"
done; done
REPEAT=3 T=100 explore try_matrix.py bf16 online 131072,190000 backend=triton backend=triton,short_wave=100 \
    backend=triton,short_wave=100,gnext=0 | tee "$OUT/c-gnext0.txt"
timeout 240 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf \
    -k "short_last_wave or next_row or long_rows" 2>&1 | tee "$OUT/c-tests.txt" | tail -4
