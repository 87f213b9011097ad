#!/bin/bash
# Fifty-fifth session, round b (H100, one call): the bands round a's leads point to, wider and with
# more shapes (scripts/fiftyfifth/bands-b.txt): fp32 forward 440-700 (CUDA block at 64 / 128 /
# default threads against Triton smem and block), fp32 backward 290-480, 16-bit backward 1008-1600
# (1024's block entry runs 102-103 beside 104-106). Trains of 20, medians of three; each line's
# table into $OUT/bands-N.txt as it finishes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
mapfile -t lines < scripts/fiftyfifth/bands-b.txt
n=0
for line in "${lines[@]}"; do
  n=$((n + 1)); echo "$line" > /tmp/line.txt
  T=${T:-90} matrices /tmp/line.txt | grep -v "^   runs\|SpecError" > "$OUT/bands-$n.txt"; cat "$OUT/bands-$n.txt"
done
rm -f "$OUT"/matrix-*.csv
