#!/bin/bash
# Sixty-ninth session, round b (H200): round a's rows figures fit a fixed cost plus a steady
# rate (T(M) = a + b M, a in rows' worth of copy time): quack 14 rows and 95.3% steady, the table's
# stage 1 x 16 24 rows and 94.2%, stage 6 x 16 13 rows and 92%.  A fixed cost of 13-24 rows is the
# last, short wave of clusters (256 rows at 21-30 clusters at once).  Here: stage 1's clusters
# striding over the rows (grid=N blocks a launch, N / 16 clusters), so every cluster takes as many
# rows and no wave is short; and the placement policy on the H200 (policy=0 default, 1 spread).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
T=200 explore try_matrix.py $dt cluster 262144x256,262144x1024,131072x512,131072x2048 stage=1,cluster_size=16 \
  stage=1,cluster_size=16,grid=464 stage=1,cluster_size=16,grid=448 stage=1,cluster_size=16,grid=384 \
  stage=1,cluster_size=16,grid=256 stage=1,cluster_size=16,async_copy=1 stage=1,cluster_size=16,async_copy=1,grid=512 \
  stage=1,cluster_size=16,async_copy=1,grid=704 stage=1,cluster_size=16,policy=1 stage=6,cluster_size=16 \
  stage=6,cluster_size=16,policy=1 stage=6,cluster_size=16,policy=0 | peer_rows | tee "$OUT/b-$dt.txt"
done
rm -f "$OUT"/*.csv
