#!/bin/bash
# Forty-sixth session, round o (H100, the machine round n installed the peers on): CUDA kernels
# storing plainly where quack still leads (16-bit 512-8192), trains of 20, medians of three:
# block at 512 round its band, and block / warp shapes at 1024-8192 against auto and quack.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for dt in bf16 fp16; do
  explore try_matrix.py $dt block 464,480,496,504,512,520,528,560 strategy=auto evict_first=0 | grep -v "^   runs"
  explore try_matrix.py $dt block 1024,2048 strategy=auto evict_first=0 block_size=256,evict_first=0 \
      strategy=warp,threads_per_row=32,block_size=128,evict_first=0 peer=quack | grep -v "^   runs"
  explore try_matrix.py $dt block 4096,8192 strategy=auto "" evict_first=0 block_size=256,evict_first=0 \
      block_size=512,evict_first=0 peer=quack | grep -v "^   runs"
done
