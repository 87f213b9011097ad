#!/bin/bash
# Thirty-seventh session, round k (H100): Triton online's gluon kernel holding more of the row in
# registers now that its running (max, sum) is two registers a group, not two an element (round h):
# gluon=W-C-H (warps, cached tiles, elements a thread held; H a power of two); shipped 32-7-16
# fp32, 32-7-0 16-bit.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=150 explore try_matrix.py fp32 online 131072,160000,262144 backend=cuda backend=triton \
    backend=triton,gluon=32-7-32 backend=triton,gluon=32-6-32 | tee "$OUT/k-fp32.txt"
G=(backend=cuda backend=triton backend=triton,gluon=32-7-8 backend=triton,gluon=32-7-16 backend=triton,gluon=32-7-32)
REPEAT=3 T=170 explore try_matrix.py bf16 online 160000,240000,262144 "${G[@]}" | tee "$OUT/k-bf16.txt"
REPEAT=3 T=170 explore try_matrix.py fp16 online 160000,240000,262144 "${G[@]}" | tee "$OUT/k-fp16.txt"
