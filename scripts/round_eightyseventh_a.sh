#!/bin/bash
# Eighty-seventh session, round a (H200, one call), auto's own pick first (c0), single pass:
#   Triton warp in chunks past 2048 (16-bit 2100-3700, the backward to 2900, fp32 four rows a
#   program): the plan's default (128 registers from eight chunks) against uncapped, 168
#   (forward) / 255 (backward), beside what backend "triton" serves now (scripts/eightyseventh_a.txt).
#   It ran with Triton warp's limit at 4096 for the round (WARP_CHUNKS_MAX_COLS); at 3072 since,
#   3300 / 3700 give spec errors, dropped from the tables.
#     bash scripts/round_eightyseventh_a.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyseventh matrices_round a 100
pack_out
