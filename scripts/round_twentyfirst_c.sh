#!/bin/bash
# Twenty-first session, round c (H100): how fast does a cluster config's % of copy change with
# width?  Round b: the same config 77-100 across widths 10% apart.  Steps of 0.4% around two
# dips (fp32 134001 stage 1 / 16 blocks 77; 86000-95000, every config 85-94).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
C=stage=1,cluster_size=16
W1=$(python3 -c "print(','.join(str(c) for c in range(130000, 138001, 500)))")
W2=$(python3 -c "print(','.join(str(c) for c in range(86000, 95001, 500)))")
timeout 280 python3 scripts/try_matrix.py fp32 cluster $W1 "" $C $C,exchange=2 $C,async_copy=1,exchange=2 stage=1,cluster_size=8,exchange=2
cp "$OUT/matrix-softmax-fp32-cluster.csv" "$OUT/matrix-134k.csv"
timeout 280 python3 scripts/try_matrix.py fp32 cluster $W2 "" $C $C,exchange=2 $C,async_copy=1,exchange=2 $C,block_size=512,async_copy=1,exchange=2
cp "$OUT/matrix-softmax-fp32-cluster.csv" "$OUT/matrix-90k.csv"
