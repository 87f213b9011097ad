#!/bin/bash
# Fifty-second session, round b (H100, one call, about 6 minutes): bf16 softmax's one-multiply
# write (LaunchPlan.one_multiply_write) against two multiplies an element (try_matrix onemul=0)
# in every band where auto serves cluster stage 6 (round a: +3.9-4.3 at 199000-200001 with stage 6
# x 16's 224 x 7, level elsewhere it was timed), trains of 20, medians of three; stage 6 x 16
# with two multiplies across 190000-203000, where stage 6's shape steps (192 x 8 / 224 x 7 /
# 224 x 8); one random sweep (seed 4869).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
S=stage=6,cluster_size=16
{
  explore try_matrix.py op=softmax bf16 cluster 14330,15000,16500,18000,22000,26000,28000,30000,36000,45000,53000,60000,68000,75000 \
      strategy=auto strategy=auto,onemul=0
  explore try_matrix.py op=softmax bf16 cluster 84000,90000,95000,105000,120000,135000,145000,155000,170000,180000,193000,210000,240000,262144 \
      strategy=auto strategy=auto,onemul=0
  REPEAT=2 explore try_matrix.py op=softmax bf16 cluster 190000,193000,196000,196700,198500,200001,200700,201000,203000 \
      strategy=auto $S $S,onemul=0
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/onemul.txt"
rm -f "$OUT"/matrix-*.csv
sweep b 4869 > "$OUT/sweep-lowest.txt"; grep -v "^== auto" "$OUT/sweep-lowest.txt"
