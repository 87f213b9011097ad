#!/bin/bash
# Eighty-fifth session, rounds e-f (H200, one call), auto's own pick first (c0), single pass; the
# GPU tests of auto and Triton warp first:
#   e: Triton warp's new default for 16-bit rows from 512 (in chunks of 32 lanes, four rows a
#      program: plan._warp_chunks) against one row a program (rows_per_block=1, the old default
#      for rows not a multiple of 16 bytes) and two rows of 32 lanes, bf16 every op and fp16
#      softmax, 530-2000 (scripts/eightyfifth_e.txt);
#   f: the table with rounds a-c's backend_only entries at fresh widths, 16-bit every op, against
#      the table before (baseline/h200-84.json, carried) (scripts/eightyfifth_f.txt).
#     bash scripts/round_eightyfifth_e.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests e-gpu-tests 150 "auto or warp"
SESSION=eightyfifth matrices_round e 45
SESSION=eightyfifth matrices_round f 40
pack_out
