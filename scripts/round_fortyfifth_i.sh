#!/bin/bash
# Forty-fifth session, round i (H100): Triton online's one program at 16-bit 150001-190000 with
# fewer warps at the same 32 KB a tile (round h: its barrier stalls nine times CUDA's held entry's
# at 32 warps): 16 warps of four 16-byte groups a thread (gluon=16-7-0-1-4) and 8 of eight
# (8-7-0-1-8), seven tiles cached as shipped; 16 warps of two groups and 14 tiles of 16 KB
# (16-14-0) apart; against the shipped 32 warps of two. Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C="backend=triton backend=triton,gluon=16-7-0-1-4 backend=triton,gluon=8-7-0-1-8 backend=triton,gluon=16-14-0"
for dt in bf16 fp16; do
    REPEAT=3 T=110 explore try_matrix.py $dt online 150001,170000,190000 $C | tee "$OUT/i-softmax-$dt.txt"
done
REPEAT=3 T=110 explore try_matrix.py op=log_softmax bf16 online 150001,170000,190000 $C | tee "$OUT/i-log_softmax-bf16.txt"
