#!/bin/bash
# Forty-sixth session, round j (H100): CUDA warp at short rows, timed in trains of 20 back-to-back
# calls (TRAIN=20: steps of 0.03%, not do_bench's 0.6%), medians of three: quack's load through
# shared memory (async_copy=1), loads without L1 allocation (ld=na) or plain (ld=plain), plain
# stores (cs=0), against the shipped kernel and auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
w32="threads_per_row=32,block_size=128"; w16="threads_per_row=16,block_size=128"
for dt in bf16 fp16; do
  explore try_matrix.py $dt warp 256,512 strategy=auto $w32 $w32,async_copy=1 $w32,ld=na $w32,ld=plain $w32,cs=0 \
      $w16 $w16,async_copy=1 $w16,ld=na
  explore try_matrix.py $dt warp 1024,2048 strategy=auto $w32 $w32,async_copy=1 $w32,ld=na $w32,cs=0
done
explore try_matrix.py fp32 warp 128,256 strategy=auto threads_per_row=16,block_size=256 \
    threads_per_row=16,block_size=256,async_copy=1 threads_per_row=16,block_size=256,ld=na $w32 $w32,async_copy=1
