#!/bin/bash
# Fifty-ninth session, round e (H100, one call; carries baseline/h100-before-59b.json, the table
# before this round's entries).  Trains of 20, medians of three, allocating.  auto against the
# table before at the edges and inside of every run served_diff.py lists:
# - fp32 softmax: 4576's Triton block (4330-5148, from CUDA block), 5792's stage 6 x 4 (5149-5792,
#   from CUDA block);
# - 16-bit softmax: the stage 6 x 16 entries at 150001-190001 (bf16) / 150001-170000 (fp16) at
#   256 threads, four blocks an SM (round d: +0.1-1.5 at 150008-180000): bf16 141776-192319 and
#   odd widths to 194245, fp16 odd widths 147249-148728, all 148729-183472, aligned to 184384.
# Then the GPU tests of auto, --allocate and blocks_per_sm on the new table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ T=200 ALLOC=1 against_table h100-before-59b softmax fp32 4330,4331,4576,4800,5001,5148,5149,5200,5501,5790,5791,5792
  T=330 ALLOC=1 against_table h100-before-59b softmax bf16 141776,141777,145000,148001,150008,155000,158556,163840,166891,166892,172001,180000,186000,190001,192319,194245
  T=330 ALLOC=1 against_table h100-before-59b softmax fp16 147249,148001,148729,150008,152000,155001,157443,160000,163064,163499,163500,170000,176001,180000,183472,184384; } \
  | tee "$OUT/check.txt"
gpu_tests "test_auto or allocate or blocks_per_sm"
rm -f "$OUT"/*.csv
