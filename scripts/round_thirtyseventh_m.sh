#!/bin/bash
# Thirty-seventh session, round m (H100): Triton online's gluon kernel holding more than 32 elements
# a thread (16 warps leave 128 registers a thread, 32 warps 64), after rounds h-l; gluon=W-C-H as in
# round k.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
G=(backend=cuda backend=triton backend=triton,gluon=32-7-64 backend=triton,gluon=32-6-64 backend=triton,gluon=16-14-64 backend=triton,gluon=16-14-128)
REPEAT=3 T=170 explore try_matrix.py fp16 online 262144,300001,400000 "${G[@]}" | tee "$OUT/m-fp16.txt"
REPEAT=3 T=170 explore try_matrix.py bf16 online 262144,400000 "${G[@]}" | tee "$OUT/m-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py fp32 online 131072,262144 backend=cuda backend=triton backend=triton,gluon=16-14-32 \
    backend=triton,gluon=16-14-64 backend=triton,gluon=16-12-64 | tee "$OUT/m-fp32.txt"
