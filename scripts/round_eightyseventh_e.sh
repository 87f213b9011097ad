#!/bin/bash
# Eighty-seventh session, round e (H200, one call), auto's own pick first (c0), single pass:
#   fp32 rows by 2048 not a multiple of 16 bytes (auto backend "triton" 91-92 at 2054-2090 in
#   round d): Triton warp two and four rows a program; the 16-bit forward past 2048 at 1 / 2
#   warps a program and 2 / 3 stages (round d: 2 warps +1-5, 2-3 stages +3-5 at 2100-2250)
#   (scripts/eightyseventh_e.txt).
#     bash scripts/round_eightyseventh_e.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyseventh matrices_round e 100
pack_out
