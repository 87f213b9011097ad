#!/bin/bash
# Hundred-first session, round a (H200, one call), scripts/hundredfirst_a.txt, medians of five:
#  1. bf16 log_softmax's long rows (the table's widths from 206171 and fresh ones, seed 1011):
#     auto (c0) against cluster x 16 stage 7 at 160 x 6 (c1, its staged packs now written last,
#     spill-free), 192 x 5 (c2) and 128 x 8 (c3);
#  2. the write order at 192 x 5 and 128 x 8 (writelast=0 / 1);
#  3. 160 x 6 at x 12 and x 16 against 128 x 8 at 157780-200000;
#  4. round h of the hundredth session again, on its final table: auto (c0) against auto on the
#     table before it (c1: baseline/h200-99.json, `git show 7adb9dcc:softgen/tuning/h200.json`,
#     carried).  scripts/hundredfirst_entries.py reads it.
#     bash scripts/round_hundredfirst_a.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfirst matrices_round a 280
pack_out
