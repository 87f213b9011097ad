#!/bin/bash
# Eighty-eighth session, round b (H200, one call), auto's own pick first (c0), single pass:
#   backend "triton" at the H200 table's 16-bit forward entries of 2060-3001 not a multiple of 16
#   bytes (timed, most of them, when Triton warp ran four warps a program or stopped at 2048):
#   Triton warp's default (one warp a program since entry 170) beside Triton block at 4 warps and
#   what auto serves; then Triton warp's registers at bf16 rows of nine chunks (2063-2290, 93-95
#   in round a at 128) (scripts/eightyeighth_b.txt).
#     bash scripts/round_eightyeighth_b.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyeighth matrices_round b 120
pack_out
