#!/bin/bash
# Eighty-eighth session, round a (H200, one call), auto's own pick first (c0), single pass:
#   the GPU tests of auto and Triton warp (test_triton_warp_rows_past_2048, written last session,
#   first run here); backend "triton" at fresh 16-bit forward rows of 2049-3072 not a multiple of
#   16 bytes: Triton warp's default (one warp a program) beside 2 / 4 warps and Triton block
#   (scripts/eightyeighth_a.txt); then auto at six random widths a dtype, every op.
#     bash scripts/round_eightyeighth_a.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests a-gpu-tests 150 "auto or warp"
SESSION=eightyeighth matrices_round a 100
T=70 auto_ops a fp32,bf16,fp16 "random=8830:6:128:262143"; rm -f "$OUT"/*.csv
lowest 4 120 "$OUT"/auto-a-*.txt
pack_out
