#!/bin/bash
# Twenty-fourth session, round n (H100): the two bands still under 95 after round j.  fp32 softmax
# 174000-188000 (default x 8 and stage 1 x 16 at 512 without cp.async: 94.1-95.5, round m): stage 1
# x 16 at 256 / 128 threads, with and without cp.async, warp partials.  16-bit backward
# 131500-134500 (stage 2 x 16 at 576: 92.6-94.8, round g): stage 1 x 16, stage 3 x 16, stage 1 x 8
# at 256 threads, stage 2 x 16 at 544.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
S1="stage=1,cluster_size=16"
explore try_matrix.py op=softmax fp32 cluster 174000,180000,184233,188000 "" $S1 $S1,async_copy=0 $S1,block_size=128 \
  $S1,block_size=128,exchange=2 $S1,block_size=512,async_copy=0
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op bf16 cluster 131500,132700,134500 stage=2,cluster_size=16 $S1 stage=3,cluster_size=16 \
    stage=3,cluster_size=16,block_size=512 stage=1,cluster_size=8,block_size=256 stage=2,cluster_size=16,block_size=544
done
rm -f "$OUT"/matrix-*.csv
