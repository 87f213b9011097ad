#!/bin/bash
# Forty-sixth session, round f (H100): CUDA warp at short rows with plain 16-byte stores (cs=0)
# against the shipped evict-first stores (quack stores plainly), medians of five.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
a="threads_per_row=16,block_size=128"; b="threads_per_row=32,block_size=128"
for dt in bf16 fp16; do
  REPEAT=5 explore try_matrix.py $dt warp 256,512 strategy=auto $a $a,cs=0 $b $b,cs=0
  REPEAT=5 explore try_matrix.py $dt warp 1024,2048 strategy=auto $b $b,cs=0
done
REPEAT=5 explore try_matrix.py fp32 warp 128,1000 strategy=auto threads_per_row=16,block_size=256 \
    threads_per_row=16,block_size=256,cs=0 $b $b,cs=0
