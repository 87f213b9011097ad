#!/bin/bash
# Sixty-third session, round d (H100, one call; carries baseline/h100-before-63.json, the table at
# ff01020).  16-bit cluster stage 6 x 4 x 128 entries (softmax 15000 and 16384, log_softmax 15001
# and 16384; 16392 keeps 16384's old x 2 above it): auto against the table before at the edges and
# inside of every run scripts/served_diff.py lists (10000-25000), both 16-bit dtypes; then the GPU
# tests at the new bands' edges.  Trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ for dt in bf16 fp16; do
    T=140 against_table h100-before-63 softmax $dt 13543,13544,13600,13672,13677,14000,14222,15000,15500,16000,16383,16384,16385,16500,16693,16694
    T=140 against_table h100-before-63 log_softmax $dt 13608,13609,14000,15001,15500,16000,16383,16384,16387,16388,16392,19733
  done
} 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests sixtythird_entries
