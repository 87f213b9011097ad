#!/bin/bash
# H100, one call, about 60 s (timed in notes entry 131, round a: scripts/round_fiftysecond_a.sh):
# bf16 softmax's cluster stage 6 / 7 write without its one-multiply path and second store
# (try_matrix `onemul=0`; notes entry 130: 1976 -> 1624 SASS instructions at 200001, fp16's kernel
# 1504, where bf16 runs 96.4-97.0 and fp16 100.5-101.4 at the same shape, 199000-200001) against
# the write as shipped and against auto, where stage 6 serves bf16 softmax and in the
# 199000-220000 band (stage 1 there).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
S=stage=6,cluster_size=16
{
  explore try_matrix.py op=softmax bf16 cluster 199000,200001,201645,203000,209969,215000 strategy=auto $S $S,onemul=0 \
      $S,block_size=256 $S,block_size=256,onemul=0
  explore try_matrix.py op=softmax bf16 cluster 100000,131072,163840,262144 strategy=auto strategy=auto,onemul=0
  explore try_matrix.py op=softmax bf16 cluster 50000,65536 strategy=auto strategy=auto,onemul=0
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/onemul.txt"
rm -f "$OUT"/matrix-*.csv
