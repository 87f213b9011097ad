#!/bin/bash
# Eighty-fifth session, round a (H200, one call), auto's own pick first (c0), single pass:
#   a: 16-bit forward rows of 521-905 (both alignments), where every Triton kernel pads the row
#      to 1024 (notes entry 167): auto backend="triton", Triton block and Triton warp in chunks
#      (rows_per_block / threads_per_row) past WARP_PEEL_FROM (scripts/eightyfifth_a.txt);
#   b: auto backend="triton" from 1025 columns, untimed before, beside Triton online, block, smem
#      and warp, fp32 and bf16, every op (scripts/eightyfifth_b.txt).
#     bash scripts/round_eightyfifth_a.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyfifth matrices_round a 70
SESSION=eightyfifth matrices_round b 70
pack_out
