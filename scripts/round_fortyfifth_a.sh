#!/bin/bash
# Forty-fifth session, round a (H100): Triton online's one-program gluon kernel at 16-bit rows of
# 131072-190000 in CUDA's held entry's shape, 16 warps holding 32 / 64 elements a thread in
# registers (32 / 64 KB) and 14 tiles of 16 KB cached (11 at 131072), against the shipped 32 warps
# with 7 tiles of 32 KB and none held, and the CUDA held entry. Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for op in softmax log_softmax; do for dt in bf16 fp16; do
    REPEAT=3 T=120 explore try_matrix.py op=$op $dt online 150001,170000,190000 "" backend=triton \
        backend=triton,gluon=16-14-32 backend=triton,gluon=16-14-64 | tee "$OUT/a-$op-$dt.txt"
done; done
REPEAT=3 T=70 explore try_matrix.py bf16 online 131072 "" backend=triton backend=triton,gluon=16-11-64 \
    backend=triton,gluon=16-12-32 | tee "$OUT/a-131072.txt"
