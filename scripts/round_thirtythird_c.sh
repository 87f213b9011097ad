#!/bin/bash
# Thirty-third session, round c (H100): cluster stage 7, stage 6's 64 elements a thread in
# registers and the rest of the slice in shared memory by cp.async, every pack in flight at
# once, three blocks of 256 threads an SM.  Past 458760 (16-bit) stage 1 takes two load steps
# and 2-3 blocks an SM and runs 82-93 (round b3), where stage 6 at 262144 runs 98.
# `c1`: stage 7 (and with two blocks an SM, or the mbarrier exchange) against auto, single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  c1) T=250 explore try_matrix.py bf16 cluster 458760,524288,536199,577231,650000,700000,800000 \
        stage=7,cluster_size=16 stage=7,cluster_size=16,min_blocks=2 stage=7,cluster_size=16,exchange=1 strategy=auto
      T=120 explore try_matrix.py fp32 cluster 300000,355000,400000,450000 \
        stage=7,cluster_size=16 stage=7,cluster_size=16,min_blocks=2 strategy=auto ;;
esac
# c2 OP DTYPE WIDTHS: stage 7's shapes, medians of three interleaved runs
case $1 in
  c2) REPEAT=3 T=330 explore try_matrix.py op=$2 $3 cluster $4 \
        stage=7,cluster_size=16,exchange=1 stage=7,cluster_size=16,exchange=1,min_blocks=2 \
        stage=7,cluster_size=16,exchange=1,block_size=384 stage=7,cluster_size=16,exchange=1,block_size=512,min_blocks=2 \
        strategy=auto ;;
esac
