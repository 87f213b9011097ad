#!/bin/bash
# Twenty-third session, round m (H100): bf16 staged backward loads unguarded (the slice's last pack
# again past its end): ptxas no longer merges 16-bit halves of each load's registers right after
# it (round l: one dy load in flight, 78 registers; now 56, all loads in flight).  (1) bf16
# log_softmax_backward / softmax_backward in stage 1 (rounds b-d before: log 65-69 at
# 163263-262144, 78 at 43493 in stage 1 x 16); (2) log_softmax_backward's bf16 entries again, the
# backward group's configs against stage 3's (as round d); (3) the GPU tests of bf16 backward.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=23450,43493,140001,163263,211354,262144
for op in log_softmax_backward softmax_backward; do
  explore try_matrix.py op=$op bf16 cluster $W "" stage=1,cluster_size=16 cluster_size=4,block_size=256 stage=3,cluster_size=16
done
explore try_matrix.py op=log_softmax_backward bf16 smem 2049,4097,8192,12345 ""
explore try_matrix.py op=log_softmax_backward fp16 smem 2049,4097,8192,12345 ""
C="cluster:stage=3 cluster:stage=3,cluster_size=4 cluster:stage=3,cluster_size=4,block_size=256 cluster:stage=3,cluster_size=8,block_size=256 cluster:stage=3,cluster_size=16 cluster:stage=3,cluster_size=16,block_size=256"
timeout 300 python3 scripts/op_entries.py op=log_softmax_backward bf16 from=backward widths=40001,100001,160001,200001,236968 from_width=16384 $C 2>&1 | grep -v "^\s*$"
rm -f "$OUT"/matrix-*.csv
timeout 150 python3 -m pytest -q -m gpu tests/test_gpu.py -k "backward and bf16" 2>&1 | tail -3
