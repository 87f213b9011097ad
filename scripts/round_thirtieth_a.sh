#!/bin/bash
# Thirtieth session, round a (H100): are the short-width gaps to quack / liger (0.2-1.8 points in
# one run, twenty-ninth round p) real?  Every config timed five times, interleaved, the copy
# re-timed each round (REPEAT=5), medians.  `a1` (carry .peerwheels/a): softgen's own candidates
# against auto; `a2` (carry .peerwheels/b): auto against quack and liger.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 REPEAT=5
rm -f "$TABLE"
short=128,256,512,1000,1024,2048,3000,4096
case $1 in
  a1) bash scripts/install_peers.sh stash
      for dtype in bf16 fp16; do
        T=280 explore try_matrix.py $dtype warp $short strategy=auto "" threads_per_row=16 block_size=256 \
          strategy=block,block_size=128 strategy=smem backend=triton
      done ;;
  a2) bash scripts/install_peers.sh install
      for dtype in bf16 fp16 fp32; do
        T=190 explore try_matrix.py $dtype warp $short,16384,262144 strategy=auto peer=quack peer=liger
      done ;;
esac
