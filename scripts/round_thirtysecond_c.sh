#!/bin/bash
# Thirty-second session, round c (H100): cluster stage 6 with the tight register bound (plan
# _stage6_blocks: 16-bit 288 threads three blocks an SM, 416-448 two) beside stage 1 and auto
# (the table before this round) at 16-bit rows past 262144, for the table's entries there.
# `c1`: the GPU tests of stage 6; `c2 OP:DTYPE...`: medians of three interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
case $1 in
  c1) timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -x -p no:cacheprovider \
        -k "stage6_tight_registers or (cluster_stages and 6)" 2>&1 | tail -5 ;;
  c2) shift
      for arg in "$@"; do
        REPEAT=3 T=280 explore try_matrix.py op=${arg%%:*} ${arg#*:} cluster \
          266761,280000,294000,394000,402000,420000,450000,458000 \
          stage=6,cluster_size=16 stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=512 strategy=auto
      done ;;
esac
