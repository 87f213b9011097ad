#!/bin/bash
# Twenty-third session, round i (H100), on round h: (1) 16-bit backward 9000-12000, where CUDA
# block's default steps from 576 threads (54 registers, two blocks an SM) to 608+ (56-62, one):
# 105 -> 93; cluster and smem there; (2) fp32 backward: where cluster 16's stage 1 drops (99 at
# 190001, 90 at 202586) against the 262144 entry's stage 2 x 16 x 512; smem's default (128
# threads) at 1024, to replace 1024's pinned 256 (94 at 1060 where the default ran 103).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=9408,9902,10500,11300,12345,14000
for op in softmax_backward log_softmax_backward; do
  for dt in bf16 fp16; do
    explore try_matrix.py op=$op $dt cluster $W cluster_size=2 cluster_size=4 cluster_size=4,block_size=256 stage=2,cluster_size=4
    explore try_matrix.py op=$op $dt smem $W ""
  done
  explore try_matrix.py op=$op fp32 cluster 190001,192001,194001,196001,197001,199001 cluster_size=16 stage=2,cluster_size=16,block_size=512
  explore try_matrix.py op=$op fp32 smem 1024 "" block_size=256
done
