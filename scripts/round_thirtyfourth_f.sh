#!/bin/bash
# Thirty-fourth session, round f (H100): why stage 7's shared-memory part costs so much where
# it is small.  bf16 386000 stage 6 (384 threads, two blocks, the slice in registers, every
# warp's partial) ran 98.5; 394000 stage 7 at 384 threads (1.4 KB of the slice in shared
# memory, mbarriers) 89.8 (round c1).  `f1`: stage 7's exchanges at both shapes, medians of
# three; `f2`: Nsight Compute on the two kernels.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  f1) REPEAT=3 T=200 explore try_matrix.py bf16 cluster 394000,420000,458000 \
        stage=7,cluster_size=16,block_size=384 stage=7,cluster_size=16,block_size=384,exchange=2 \
        stage=7,cluster_size=16,block_size=384,exchange=0 stage=7,cluster_size=16 stage=7,cluster_size=16,exchange=2 ;;
  f2) ncu_summary 386000-stage6 cluster 386000 bf16 cuda stage=6 cluster_size=16
      ncu_summary 394000-stage7-384 cluster 394000 bf16 cuda stage=7 cluster_size=16 block_size=384
      ncu_summary 394000-stage7-256 cluster 394000 bf16 cuda stage=7 cluster_size=16 ;;
esac
# f3 OP DTYPE WIDTHS: round f1 found every warp's partial (exchange=2) ahead at 384 threads two
# blocks an SM (394000-458000: 95.0-96.0 against mbarriers' 89.7-92.0); past 458760 too?
case $1 in
  f3) REPEAT=3 T=${T:-280} explore try_matrix.py op=$2 $3 cluster $4 \
        stage=7,cluster_size=16 stage=7,cluster_size=16,exchange=2 \
        stage=7,cluster_size=16,block_size=384,exchange=2 stage=7,cluster_size=16,block_size=320,exchange=2 strategy=auto ;;
esac
# f4 OP WIDTHS: fp32 past 600000 (auto 79-89): stage 7 (two blocks of 256, mbarriers) against
# every warp's partial at 256 and 320 threads (two blocks an SM at 96 registers) and 512 (one).
case $1 in
  f4) REPEAT=3 T=${T:-240} explore try_matrix.py op=$2 fp32 cluster $3 \
        stage=7,cluster_size=16 stage=7,cluster_size=16,exchange=2 \
        stage=7,cluster_size=16,block_size=320,exchange=2 stage=7,cluster_size=16,block_size=512,exchange=2 strategy=auto ;;
esac
