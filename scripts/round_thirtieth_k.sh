#!/bin/bash
# Thirtieth session, round k (H100), the final table: `k1` (carry .peerwheels/a): auto at fresh
# random widths below 16384 (seed 64) and around 1024-1300, both forward ops, three dtypes;
# `k2 DTYPES` (carry .peerwheels/b): the sweep against quack and liger, medians of five
# interleaved runs (REPEAT=5); `k3 DTYPES`: warp configs at fp32 128-170, then the sweep on the
# machine k2 installed the peers on.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
sweep() { for dtype in "$@"; do
            REPEAT=5 T=280 explore try_matrix.py $dtype auto \
              128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144 \
              strategy=auto peer=quack peer=liger 2>&1 | grep -v "RuntimeError\|AssertionError"
          done; }
case $1 in
  k1) bash scripts/install_peers.sh stash
      auto_ops k1 bf16,fp16,fp32 1029,1062,1101,1187,1220,1267,1300,1619,random=64:16:128:16384 softmax log_softmax ;;
  k2) bash scripts/install_peers.sh install; shift; sweep "$@" ;;
  k3) shift
      # fp32 138 ran 94.9 / 95.4 (log_softmax / softmax) from 128's 32 lanes at 256 threads (k1)
      for op in softmax log_softmax; do
        REPEAT=2 T=100 explore try_matrix.py op=$op fp32 warp 128,138,150,170 threads_per_row=32,block_size=256 \
          threads_per_row=16,block_size=256 "" threads_per_row=16 | grep -v "^   runs"
      done
      sweep "$@" ;;
esac
