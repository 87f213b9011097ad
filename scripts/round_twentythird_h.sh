#!/bin/bash
# Twenty-third session, round h (H100), on round g's shortfalls of auto (seed 33): fp32 backward
# 202586 (90: 160000's cluster 16 config), 1060 (94: 1024's smem 256); 16-bit backward 9902
# (89-95: block from 8192 / 12345), fp16 softmax_backward 530 (93, warp; log_softmax_backward
# 105 in the same config).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp32 cluster 184218,190001,202586,211354,220001 cluster_size=16 stage=3,cluster_size=16 \
      stage=2,cluster_size=16,block_size=512 stage=2,cluster_size=16 stage=3,cluster_size=16,block_size=256
  explore try_matrix.py op=$op fp32 smem 1025,1060,1100,1200 "" block_size=128 block_size=256 block_size=512
  for dt in bf16 fp16; do
    explore try_matrix.py op=$op $dt block 8800,9408,9902,10500,11300 "" block_size=256 block_size=512 block_size=1024
  done
  explore try_matrix.py op=$op fp16 warp 520,530,540,600 "" threads_per_row=16 block_size=256
done
