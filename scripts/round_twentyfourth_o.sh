#!/bin/bash
# Twenty-fourth session, round o (H100): fp32 forward stage 1 x 16 at its default block (256
# threads, cp.async; round n: 96.0-97.4 at 174000-188000) from 160000 to 227738, against the
# 200000 entries' 512 threads without cp.async (round l), both ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
for op in softmax log_softmax; do
  explore try_matrix.py op=$op fp32 cluster 160000,165000,170000,193001,200000,200001,210000,220001,227738 \
    stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=512,async_copy=0
done
rm -f "$OUT"/matrix-*.csv
