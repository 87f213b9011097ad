#!/bin/bash
# Fifty-ninth session, round d (H100, one call; carries baseline/h100-before-59b.json, the table
# before the fp32 4576 entry).  Trains of 20, medians of three, allocating.
# - fp32 softmax 4576's entry (Triton block, round c: +0.5-0.9 over auto at 4100-5200) against the
#   table before at the edges and inside of both runs served_diff.py lists (4330-5792 from CUDA
#   block, 5793-6122 from stage 6 x 4), odd widths included; and Triton block at 3600-4329,
#   which 4096's CUDA block serves.
# - 16-bit softmax 150008-180000 (quack 0.6-1.0 ahead at fp16 161464-163064): stage 6 x 16 at 256
#   threads, four blocks an SM (56-59 registers, no spills, 32 warps), and at 224 threads, four.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
ALLOC=1 against_table h100-before-59b softmax fp32 4330,4331,4576,4577,4999,5200,5501,5792,5793,5800,6001,6121,6122 \
  | tee "$OUT/check-4576.txt"
T=150 explore try_matrix.py fp32 auto 3600,3800,4000,4096,4200,4329 strategy=auto,alloc=1 strategy=block,backend=triton,alloc=1 \
  strategy=block,backend=triton,num_warps=16,alloc=1 | grep -v "^   runs\|SpecError" | tee "$OUT/fp32-4096.txt"
for dt in bf16 fp16; do
  T=200 explore try_matrix.py $dt auto 150008,161464,163064,170000,180000 strategy=auto,alloc=1 \
    strategy=cluster,stage=6,cluster_size=16,block_size=256,blocks_per_sm=4,alloc=1 \
    strategy=cluster,stage=6,cluster_size=16,block_size=224,blocks_per_sm=4,alloc=1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/16bit-163064.txt"
rm -f "$OUT"/*.csv
