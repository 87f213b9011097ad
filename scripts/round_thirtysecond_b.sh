#!/bin/bash
# Thirty-second session, round b (H100): 16-bit rows past 262144 on cluster stage 6 x 16.  auto
# ran 87-93 at 266761-333613 and 75-93 past 394000, where the default shape leaves two blocks an
# SM (288-384 threads, 82 registers) or one (416 and up, 93 registers): the bytes an SM holds in
# flight fell from 262144's 96 KB (three blocks of 256 threads, 80 registers) to 72 KB.  Here
# min_blocks=3 (and 2 past 394000) bounds the registers so one more block fits, at a few bytes of
# spills (ptxas: 266761 x 288 threads 72 registers, 72 bytes; 320 threads 64, 36 bytes).
# `b DTYPES`: medians of three interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
case $1 in
  b) shift
     for dtype in "$@"; do
       REPEAT=3 T=280 explore try_matrix.py $dtype cluster 266761,289938,300000,333613,355091,394000,420000,450000 \
         stage=6,cluster_size=16 stage=6,cluster_size=16,min_blocks=3 stage=6,cluster_size=16,block_size=320,min_blocks=3 \
         stage=6,cluster_size=16,min_blocks=2 strategy=auto
     done ;;
esac
