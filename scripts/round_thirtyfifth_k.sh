#!/bin/bash
# Thirty-fifth session, round k (H100): online at 262144 is latency-bound in bf16 (entry 113: 48%
# issue, four warps a scheduler): blocks of 1024 threads (the row-cache entry without held tiles,
# twice the warps) and of 256, with and without the one-tile L2 prefetch, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16 fp32; do
  REPEAT=3 T=200 explore try_matrix.py $dt online 131072,262144 "" ahead=1 block_size=1024 block_size=1024,ahead=1 \
    block_size=256 block_size=1024,tile=65536 | tee "$OUT/k-$dt.txt"
done
