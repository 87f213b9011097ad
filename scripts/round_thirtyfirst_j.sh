#!/bin/bash
# Thirty-first session, round j (H100): round i's tune found cluster stage 6 x 16 at 98.6 for fp32
# 262144, whose entry (stage 1 x 16, 512 threads, no cp.async) ran 97.6.  `j1`: both beside auto
# around the fp32 entries 233963-262145, both forward ops, medians of three (the figures the
# table's new entries carry).  `j2`: auto after the entries moved to stage 6, at fresh random
# widths 200000-330000 (seed 66) and the old entries' widths.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  j1) for op in softmax log_softmax; do
        REPEAT=3 T=200 explore try_matrix.py op=$op fp32 cluster 233963,248000,262143,262144,262145,300000 \
          stage=6,cluster_size=16 stage=1,cluster_size=16,block_size=512,async_copy=0 strategy=auto
      done ;;
  j2) T=250 auto_ops j2 fp32 216000,233963,240000,248000,262143,262144,262145,300000,random=66:12:200000:330000 softmax log_softmax ;;
esac
