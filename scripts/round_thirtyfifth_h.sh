#!/bin/bash
# Thirty-fifth session, round h (H100, after round g2 installed the peers): the widths where a peer
# led auto on medians (fp16 1024 liger +1.5, fp16 256 quack +1.3, bf16 256 / 512 quack +0.8-0.9):
# kernels of liger's and quack's shapes beside auto's pick, medians of five.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for dt in fp16 bf16; do
  REPEAT=5 T=200 explore try_matrix.py $dt warp 256,512 strategy=auto peer=quack threads_per_row=16,block_size=256 \
    threads_per_row=32,block_size=256 threads_per_row=32,block_size=128 backend=triton | tee "$OUT/h-warp-$dt.txt"
done
REPEAT=5 T=200 explore try_matrix.py fp16 block 1024 strategy=auto peer=liger backend=triton \
  backend=triton,block_size=256 "" | tee "$OUT/h-block-fp16.txt"
