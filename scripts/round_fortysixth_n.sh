#!/bin/bash
# Forty-sixth session, round n (H100): the sweep, auto (this session's table) against quack and
# liger, in trains of 20 calls, medians of three.  `n1` (carry .peerwheels/a): stash the peers'
# first wheels, and 16-bit warp at 32 lanes round 256; `n2 DTYPES` (carry .peerwheels/b, the next call): install them and time DTYPES;
# `n3 DTYPES`: time DTYPES on that machine.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
case $1 in
  n1) bash scripts/install_peers.sh stash
      # 16-bit 256 at 32 lanes x 128 storing plainly (99.9 against 99.5, round l1; 280 96.5):
      # how far round 256 it holds
      for dt in bf16 fp16; do
        explore try_matrix.py $dt warp 240,244,248,252,256,257,258,260,264,268,272 evict_first=0 \
            threads_per_row=32,block_size=128,evict_first=0 | grep -v "^   runs"
      done; exit ;;
  n2) bash scripts/install_peers.sh install ;;
esac
for dtype in ${2//,/ }; do
  T=290 explore try_matrix.py $dtype auto \
    128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144 \
    strategy=auto peer=quack peer=liger 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs"
done
