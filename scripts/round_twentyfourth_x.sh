#!/bin/bash
# Twenty-fourth session, round x (H100): stage 1 x 16 at 288 threads (round w: bf16 103.2-104.3 at
# 131500-140001) in fp16 and at the ends of the band the 132500 / 141001 entries serve
# (131314-145366), both backward ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
C="stage=1,cluster_size=16,block_size=288"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp16 cluster 131400,132500,136000,141001,145300 $C
  explore try_matrix.py op=$op bf16 cluster 131400,132500,141001,145300 $C
done
rm -f "$OUT"/matrix-*.csv
