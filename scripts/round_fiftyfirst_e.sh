#!/bin/bash
# Fifty-first session, round e (H100, one call): (1) bf16 softmax 199646-203000 (96.6-97.8, the
# lowest of entry 129's sweeps; stage 1 x 16 at 224 threads in the table) against stage 6 x 16
# at 224 / 256 / 288 / 320 threads and without the folded exponent, with fp16 (stage 6 x 16 x 224,
# 101.5 in round d) beside it; (2) the twins entry 129 left: stage 6 x 16 x 192 for bf16 softmax
# at 141776-150248 and for 16-bit log_softmax at 159816-166896.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
S=stage=6,cluster_size=16
{
  for dt in bf16 fp16; do
    explore try_matrix.py op=softmax $dt cluster 199000,199646,200001,201645,203000 strategy=auto $S $S,fold=0 \
        $S,block_size=256 $S,block_size=288 $S,block_size=320 stage=1,cluster_size=16,block_size=256
  done
  explore try_matrix.py op=log_softmax bf16 cluster 199646,200001,203000 strategy=auto $S $S,block_size=256
  explore try_matrix.py op=softmax bf16 cluster 141776,143700,145001,148000,150248 strategy=auto $S,block_size=192
  for dt in bf16 fp16; do
    explore try_matrix.py op=log_softmax $dt cluster 159816,161000,163840,165000,166896 strategy=auto $S,block_size=192
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
