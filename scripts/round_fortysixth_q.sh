#!/bin/bash
# Forty-sixth session, round q (H100): what evict_first=0 changed.  Its plain store of a float4
# compiles to four 4-byte stores (st.global.u32 / .f32), not one 16-byte store: each way timed,
# trains of 20, medians of three: .cs v4 (the default), 4-byte plain (u32), 16-byte write-back
# (wb), 16-byte plain (v4), 4-byte evict-first (cs32).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
v() { echo "$1" "$1,evict_first=0,st=u32" "$1,evict_first=0,st=wb" "$1,evict_first=0,st=v4" "$1,evict_first=0,st=cs32"; }
explore try_matrix.py bf16 warp 256 $(v threads_per_row=32,block_size=128) | grep -v "^   runs"
explore try_matrix.py bf16 warp 128 $(v threads_per_row=16,block_size=256) | grep -v "^   runs"
explore try_matrix.py bf16 warp 150,168 $(v block_size=128) | grep -v "^   runs"
explore try_matrix.py bf16 block 512,4096 $(v block_size=256) | grep -v "^   runs"
explore try_matrix.py fp32 warp 128,781 $(v threads_per_row=32,block_size=128) | grep -v "^   runs"
explore try_matrix.py fp32 block 2048 $(v block_size=256) | grep -v "^   runs"
