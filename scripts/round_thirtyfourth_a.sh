#!/bin/bash
# Thirty-fourth session, round a (H100): cluster stage 7 where stage 6 holds the whole slice in
# registers at two blocks an SM.  16-bit 296699-458000 run 92-96 under auto (stage 6 x 16 at
# 320-448 threads, two blocks); stage 7 at 256 threads (the slice's rest, 0.5-12 K elements, in
# shared memory) keeps three.  Medians of three interleaved runs.
# `a1 OP DTYPE WIDTHS`: stage 7 at 256 threads, at 288 bounded to three blocks, and auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  a1) REPEAT=3 T=${T:-280} explore try_matrix.py op=$2 $3 cluster $4 \
        stage=7,cluster_size=16 stage=7,cluster_size=16,block_size=288,min_blocks=3 strategy=auto ;;
esac
