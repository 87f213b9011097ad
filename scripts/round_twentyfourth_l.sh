#!/bin/bash
# Twenty-fourth session, round l (H100): fp32 forward 200000-230000, the default plan (200000 /
# 200001's entries) against 262144's stage 1 x 16 at 512 threads without cp.async (round k: 95.6-97.0
# at 193001-199000, default 93.7-94.5), both ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=100
for op in softmax log_softmax; do
  explore try_matrix.py op=$op fp32 cluster 200000,200001,210000,220001,227738 "" stage=1,cluster_size=16,block_size=512,async_copy=0
done
rm -f "$OUT"/matrix-*.csv
