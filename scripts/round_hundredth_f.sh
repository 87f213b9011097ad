#!/bin/bash
# Hundredth session, round f (H200, one call): with the stagger on 160 x 6 and 192 x 5, which of
# the H200 table's three long-row shapes leads at each of its 16-bit cluster widths from 133565
# (softmax, log_softmax): auto (c0, the entry's kernel), cluster x 16 stage 7 at 160 x 6 (c1) and
# 192 x 5 (c2), medians of five (scripts/hundredth_f.txt).  scripts/hundredth_entries.py reads it.
#     bash scripts/round_hundredth_f.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredth matrices_round f 300
pack_out
