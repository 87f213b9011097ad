#!/bin/bash
# Ninety-fifth session, round d (H200, one call; carry baseline/h200-95a-pinned.json, as round c):
# the GPU tests of auto and flat on the final table (rows as packs only where they led by more
# than a point, scripts/ninetyfifth_entries.py), then auto on it against auto on the session's
# first table at 16-bit rows a column either side of a multiple of 128 bytes (62-194), and at 16
# fresh random widths of 9-350 not a multiple of 16 bytes (seed 9502) in each forward op and dtype.
#     bash scripts/round_ninetyfifth_d.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests d-gpu-tests 200 "auto or flat"
SESSION=ninetyfifth matrices_round d 100
pack_out
