#!/bin/bash
# Fifty-seventh session, round f (H100, one call): a leaner register row at 16-bit 192-272
# (scripts/probe_lean_rows.py: no peel where rows are 16-byte aligned, 1 / sum as rcp.approx),
# warp at 32 lanes x 4 rows (quack's shape), 16 lanes x 16 rows and x 8 rows, beside auto (and
# quack where installed), all allocating; trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export TRAIN=20
rm -f "$TABLE"
T=250 lean_rows "bf16 224,192,272" "fp16 224" -- threads_per_row=32,rows_per_block=4 threads_per_row=16,block_size=256 \
  threads_per_row=16,block_size=128 | tee -a "$OUT/lean.txt"
