#!/bin/bash
# Twenty-fifth session, round n (H100): the edges-after rule now only for slices of one step
# (round m: the default x 8 at 512 threads, two steps, 98.4 -> 74.0 with them after).  The
# 16-bit backward entries' bands that round m showed weak: 150001 (the default x 8, 72-78
# against stage 1 x 16's 104-105) and fp16 softmax_backward 65536 (x 8 at 256, 90.7 at 68075),
# both ops and dtypes; 132500 / 141001's config (288 threads, one step: now edges after).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=140
W=132500,141001,146500,150001,155001,160001,167001,175001
for op in softmax_backward log_softmax_backward; do for dt in bf16 fp16; do
  explore try_matrix.py op=$op $dt cluster $W "" stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=288
done; done
explore try_matrix.py op=log_softmax_backward fp16 cluster 65536,68075,73623,80001 cluster_size=8,block_size=256 stage=1,cluster_size=16
rm -f "$OUT"/matrix-*.csv
