#!/bin/bash
# Twenty-fourth session, round m (H100): fp32 forward 174000-188000, where 200000 entries of round l would serve, the default plan (200000 /
# (the default plan now) against 262144's stage 1 x 16 at 512 threads without cp.async (round k: 95.6-97.0
# at 193001-199000, default 93.7-94.5), both ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=100
for op in softmax log_softmax; do
  explore try_matrix.py op=$op fp32 cluster 174000,178000,183000,188000 "" stage=1,cluster_size=16,block_size=512,async_copy=0
done
rm -f "$OUT"/matrix-*.csv
