#!/bin/bash
# Twenty-ninth session, round m (H100): aligned 16-bit widths just past 200000 (round l: fp16
# 204672 95.0 from 200000's stage 6 x 16 entry), against stage 6 / stage 1 x 16 at 256 threads.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
for dtype in fp16 bf16; do
  T=120 explore try_matrix.py $dtype cluster 200000,202000,204672,206000,208000 strategy=auto \
    stage=6,cluster_size=16,block_size=256 stage=1,cluster_size=16,block_size=256
done
