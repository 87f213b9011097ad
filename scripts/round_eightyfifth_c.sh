#!/bin/bash
# Eighty-fifth session, rounds c-d (H200, one call), auto's own pick first (c0), single pass:
#   c: backend "triton" from 1025 columns in fp16 (round b's widths and kernels), and bf16 rows
#      of 1300-10000 (between round b's) with Triton warp in chunks and Triton online on smaller
#      tiles beside block and smem (scripts/eightyfifth_c.txt);
#   d: the table with rounds a-b's backend_only entries at fresh widths, against the table
#      before (baseline/h200-84.json, `git show 78e83a5:softgen/tuning/h200.json`, carried):
#      16-bit forward 530-832 and fp32 1300-70000, every op (scripts/eightyfifth_d.txt).
#     bash scripts/round_eightyfifth_c.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyfifth matrices_round c 60
SESSION=eightyfifth matrices_round d 40
pack_out
