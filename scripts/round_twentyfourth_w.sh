#!/bin/bash
# Twenty-fourth session, round w (H100): 16-bit backward 131500-140001 (92.6-95 in stage 2 x 16 at
# 576 threads).  Stage 1 x 16 ran 102 at 131500 and 94-95.5 at 132700-134500 (round n); its 256
# threads of 4 packs a tensor cover 1024 of the slice's 1028-1094 packs, so a second, nearly empty
# step follows.  Whole warps that cover the slice in one step (288-320 threads) against it.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
S1="stage=1,cluster_size=16"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op bf16 cluster 131500,132700,134500,137000,140001 $S1 $S1,block_size=288 $S1,block_size=320 stage=2,cluster_size=16
done
rm -f "$OUT"/matrix-*.csv
