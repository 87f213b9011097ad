#!/bin/bash
# Ninety-fifth session, round c (H200, one call; carry baseline/h200-95a-pinned.json: the session's
# first table, `git show 144bd95:softgen/tuning/h200.json`, through scripts/pin_flat_row_packs.py,
# so that its flat entries run element by element as they did): the GPU tests of auto and flat on
# the final table, then auto on it against auto on the first table, flat element by element and
# flat's defaults, at 16 fresh random widths of 40-350 not a multiple of 16 bytes (seed 9501) in
# each forward op and dtype.
#     bash scripts/round_ninetyfifth_c.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests c-gpu-tests 200 "auto or flat"
SESSION=ninetyfifth matrices_round c 100
pack_out
