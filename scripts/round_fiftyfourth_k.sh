#!/bin/bash
# Fifty-fourth session, round k (H100, one call): round j's entries (bf16 softmax 576 block, 1128
# block at 128 threads; 16-bit log_softmax 576 block) against the table before them
# (baseline/h100-before-54j.json, carried); medians of three trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ against_table h100-before-54j softmax bf16 544,560,576,592,600,616,1104,1112,1128,1168,1200,1240
  against_table h100-before-54j log_softmax bf16 540,560,576,592,616,640,652
  against_table h100-before-54j log_softmax fp16 540,560,576,592,616,640,652; } | grep -v "^   runs" | tee "$OUT/check.txt"
rm -f "$OUT"/matrix-*.csv
