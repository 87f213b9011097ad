#!/bin/bash
# Twenty-second session, round g (H100):
# (1) 16-bit stage 1 x 16 between 131072 (97%) and 131663 (79.5, round f): a scan in steps of
#     131 columns, packs on 16 / 32 bytes (align=2), 64 / 128 threads;
# (2) log_softmax 16-bit 68643 / 76563 (91-92 with 65536's entry): other configs;
# (3) warp rows of 16-bit 140-190, where the 128 entry's 16 lanes leave slots idle: 8 lanes;
# (4) log_softmax bf16 134001 with 134001's softmax config (the entry's own width).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
C134=stage=1,cluster_size=16,block_size=128,async_copy=1,exchange=2
T=150 explore try_matrix.py bf16 cluster 131072,131203,131334,131465,131596,131727,131858,131989,132120,132251,132382,132513 stage=1,cluster_size=16 stage=1,cluster_size=16,align=2 $C134 $C134,align=2 stage=1,cluster_size=16,async_copy=1
explore try_matrix.py op=log_softmax bf16 cluster 66000,68643,71000,73500,76563,79000 cluster_size=2,block_size=256 "" cluster_size=4,block_size=256 stage=1,cluster_size=8 cluster_size=8,block_size=256,exchange=2
explore try_matrix.py op=log_softmax bf16 cluster 134001 $C134
explore try_matrix.py op=log_softmax bf16 warp 128,140,150,160,175,190 threads_per_row=8 threads_per_row=16
explore try_matrix.py bf16 warp 128,140,150,160,175,190 threads_per_row=8 threads_per_row=16
