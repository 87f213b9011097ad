#!/bin/bash
# Ninety-third session, round a (H200, one call), single passes: clusters that fill every GPC's
# block slots at 16-bit forward rows past 130000. First the clusters an H200 holds at once for
# each shape (scripts/probe_cluster_slots.py); then auto (the table's stage 6 / 7 x 16) against
# x 12 stage 7 at six blocks an SM (128 / 160 / 192 threads), x 8 stage 7 at four of 256, and
# x 16 stage 7 at six of 160, at round ninety-second f's weakest widths (scripts/ninetythird_a.txt).
#     bash scripts/round_ninetythird_a.sh
source scripts/device_env.sh; export COLUMNS=250
timeout 120 python3 scripts/probe_cluster_slots.py 2>&1 | tee "$OUT/a-slots.txt"
SESSION=ninetythird matrices_round a 120
pack_out
