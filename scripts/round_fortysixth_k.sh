#!/bin/bash
# Forty-sixth session, round k (H100): plain 16-byte stores (cs=0) against evict-first at short
# rows, in auto's pick (where CUDA) and CUDA warp at 32 lanes, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
w32="threads_per_row=32,block_size=128"
for dt in bf16 fp16; do
  T=300 explore try_matrix.py $dt warp 128,192,256,320,384,512,781,1000,1024,1101,1280,2048,3000,4096 \
      strategy=auto strategy=auto,cs=0 $w32 $w32,cs=0 strategy=block strategy=block,cs=0 | grep -v "^   runs"
done
T=300 explore try_matrix.py fp32 warp 128,256,512,781,1000,1024,2048,3000,4096 \
    strategy=auto strategy=auto,cs=0 $w32 $w32,cs=0 strategy=block strategy=block,cs=0 | grep -v "^   runs"
