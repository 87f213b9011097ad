#!/bin/bash
# Hundred-third session, round f (H200, one call), scripts/hundredthird_f.txt, medians of five:
# the first wave's stagger (entry 185's, fp32 backward only) at the 16-bit backward's long rows,
# untimed so far: the H200 table's shape there (x 16 stage 4 at its default threads) unstaggered
# and at 300 / 600 ns a cluster id over its first wave, both backward ops and 16-bit dtypes, at
# 200001 / 225552 / 250000 / 262144.
#     bash scripts/round_hundredthird_f.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredthird matrices_round f 200
pack_out
