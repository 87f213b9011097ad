#!/bin/bash
# Forty-seventh session, round c (H100): write-back stores by default, and packs under 16 bytes
# stored as one word: the GPU tests of every pack width and both store hints, the register
# kernels on random rows.  Then the 16-bit widths where quack / liger still lead (1024-8192):
# auto against CUDA block, warp and smem at a few shapes, now all storing write-back; trains of
# 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
timeout 240 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -x \
    -k "pack_widths or (random_rows and cuda) or compare_in_trains" 2>&1 | tail -3
for dt in bf16 fp16; do
  T=200 explore try_matrix.py $dt block 1000,1024,2048,3000,4096,8192 strategy=auto "" block_size=128 \
      block_size=512 strategy=warp strategy=warp,block_size=256 strategy=smem | grep -v "^   runs"
done
T=100 explore try_matrix.py fp32 block 256,1000,1024 strategy=auto "" strategy=warp \
    strategy=warp,threads_per_row=32,block_size=128 | grep -v "^   runs"
