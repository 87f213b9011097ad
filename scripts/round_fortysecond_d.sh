#!/bin/bash
# Forty-second session, round d (H100): 16-bit online rows of 180-262 KB (88-92 in both backends,
# one block / program an SM) split in two chunks over two blocks of 512 threads an SM, each chunk
# near whole in its half of the SM's shared memory (split=2, splitblock=512, splitper=2, from
# 168 KB), CUDA and Triton.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
S=splitblock=512,splitper=2,splitfrom=168,split=2
for dt in bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 90001,100000,120000,131072 "" $S backend=triton backend=triton,$S \
      | tee "$OUT/d-$dt.txt"
done
