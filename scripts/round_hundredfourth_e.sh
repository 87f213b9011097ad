#!/bin/bash
# Hundred-fourth session, round e (H200, one call), medians of five: bf16 softmax / log_softmax at
# the H200 table's 128 x 8 and x 12 stage 7 entries from 147728 (where 160 x 6 ran beside them
# before staged_sum_first), and five fresh widths each of 200000-213000 (seeds 1045-1046), auto
# against 160 x 6 x 16 (staged_sum_first); the entries' figures predate this session.
#     bash scripts/round_hundredfourth_e.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfourth matrices_round e 200
pack_out
