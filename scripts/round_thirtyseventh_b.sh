#!/bin/bash
# Thirty-seventh session, round b (H100): fp32 online's held entry with more of the register file
# holding the row.  At 512 threads five tiles (160 KB) fill 127 registers; at 384 threads a thread
# may use 168 and at 256 threads 255, so 8 tiles of 24 KB or 12 of 16 KB (192 KB) fit without
# spills (ptxas -v), 36 KB more of each 1 MB row kept on chip, at fewer warps an SM.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=300 explore try_matrix.py fp32 online 131072,200000,262144 "" block_size=384,held=7,packs=1 \
    block_size=384,held=8,packs=1 block_size=256,held=12,packs=1 block_size=256,held=10,packs=1 \
    block_size=256,unroll=8,held=6,packs=1 | tee "$OUT/b-fp32.txt"
