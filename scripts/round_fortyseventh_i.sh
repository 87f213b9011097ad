#!/bin/bash
# Forty-seventh session, round i (H100): the final table against quack and liger in trains of 20
# calls, medians of two.  `i1` (carry .peerwheels/a): stash the peers' first wheels, and fp32
# softmax_backward's cluster entry at 32768 storing evict-first and write-back (27017: 97.7 / 97.2
# in round h); `i2 DTYPES` (carry .peerwheels/b, the next call): install them and time DTYPES;
# `i3 DTYPES`: 16-bit 1000 / 2048 at a few shapes, then time DTYPES on that machine.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
case $1 in
  i1) bash scripts/install_peers.sh stash
      explore try_matrix.py op=softmax_backward fp32 cluster 20001,24001,27017,30000,32768,40000,45001 \
          strategy=auto "" evict_first=1 strategy=smem strategy=smem,evict_first=1 | grep -v "^   runs\|SpecError"
      exit ;;
  i2) bash scripts/install_peers.sh install ;;
  i3) # 16-bit 1000 / 2048, where quack still leads by 0.1-0.3 (i2): the register shapes beside it
      for dt in bf16 fp16; do
        explore try_matrix.py $dt block 1000,2000,2048,2100 strategy=auto peer=quack block_size=64 \
            strategy=warp,threads_per_row=32,block_size=128 strategy=warp,threads_per_row=32,block_size=256 \
            strategy=warp,threads_per_row=16 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError"
      done ;;
esac
for dtype in ${2//,/ }; do
  T=260 explore try_matrix.py $dtype auto \
    128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,200000,262144 \
    strategy=auto peer=quack peer=liger 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs"
done
