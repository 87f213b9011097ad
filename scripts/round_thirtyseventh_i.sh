#!/bin/bash
# Thirty-seventh session, round i (H100): Triton online on long rows after round h.  (1) The gluon
# kernel's even waves (shipped) against one program a row (short_wave=0) where they apply: fp32
# 100000 (671 rows, a last wave of 11), 160000, 240000, bf16 400000 (167 rows).  (2) 16-bit rows of
# 256-512 KB, which take the Triton kernel (GLUON_FROM_BYTES 512 KB): the gluon kernel forced there
# (gluon=32-7-0, the shipped shape) with and without even waves.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=150 explore try_matrix.py fp32 online 100000,160000,240000 backend=cuda backend=triton \
    backend=triton,short_wave=0 | tee "$OUT/i-fp32.txt"
REPEAT=3 T=60 explore try_matrix.py bf16 online 400000 backend=cuda backend=triton backend=triton,short_wave=0 \
    | tee "$OUT/i-bf16-long.txt"
G=(backend=cuda backend=triton backend=triton,gluon=32-7-0 backend=triton,gluon=32-7-0,short_wave=0)
REPEAT=3 T=190 explore try_matrix.py bf16 online 140000,160000,200000,230000,250000 "${G[@]}" | tee "$OUT/i-bf16.txt"
REPEAT=3 T=190 explore try_matrix.py fp16 online 140000,160000,200000,240000,250000 "${G[@]}" | tee "$OUT/i-fp16.txt"
