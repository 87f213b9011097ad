#!/bin/bash
# Fifty-third session, round s (H100, one call; carries baseline/h100-before-53s.json, the table
# before these entries): auto against the table before where rounds d and i left a lead untaken:
# 16-bit log_softmax block x 128 at 2200 (2049-2569), fp32 softmax Triton block at 16 warps at
# 3000 (2793-3505, liger ahead by 0.3 there) with 2600 keeping the default (2049-2792); round t
# moved that entry to 2792.  Trains of
# 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{
  for dt in bf16 fp16; do
    against_table h100-before-53s log_softmax $dt 2049,2056,2057,2064,2200,2300,2465,2569,2570
  done
  against_table h100-before-53s softmax fp32 2100,2600,2792,2793,3000,3001,3400,3505,3506
} | tee "$OUT/entries.txt"
rm -f "$OUT"/matrix-*.csv
