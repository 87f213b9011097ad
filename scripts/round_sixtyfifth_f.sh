#!/bin/bash
# Sixty-fifth session, round f (H100, one call; carries baseline/h100-before-65f.json, the table
# before this round's entries: `git show ddd017e:softgen/tuning/h100.json`).  Round e: CUDA's
# kernels against Triton's where the table serves Triton: bf16 softmax 1031 ran 99.0 on Triton's
# block (1024's entry) against CUDA warp's 101.8; fp16 softmax_backward 5827-5901 0.9-1.0 higher
# on CUDA's block (level from 6101).  Entries: bf16 softmax 1025 CUDA warp (odd widths
# 1009-1031), fp16 backward 6001 CUDA block (odd widths 5821-7046, in place of 5601's to 5826);
# every run served_diff lists against the table before, then the GPU tests of the entries.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ T=100 against_table h100-before-65f softmax bf16 1003,1007,1009,1011,1013,1017,1021,1023,1024,1025,1029,1031,1033
  T=100 against_table h100-before-65f softmax_backward fp16 5821,5827,5901,6000,6001,6301,6601,6901,7001,7045,7049
} 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests "sixtyfifth"
