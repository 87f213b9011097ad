#!/bin/bash
# Hundred-seventh session, round f (H200, one call; carries baseline/h200-before-107.json, the
# table at the session's start, b3edbf51, and docs/bench/hundredseventh-d-matrices.txt, round d's
# table), medians of three: round e left 4135-4245 on 4180's Triton online entry (auto 95.6-96.9
# there): bf16 softmax_backward at 4140, 4180 and 4240 against round d's kernels.  Then round g:
# the entries of rounds d and f (scripts/hundredseventh_entries.py on the table at the session's
# start: an entry auto served at a width is replaced) into baseline/h200-cand2-107.json, auto on
# it against the table before at fresh widths of 3275-4260, and the GPU tests of the session with
# it in place of the shipped table (the device's copy of the tree).
#     bash scripts/round_hundredseventh_f.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredseventh matrices_round f 100
candidate_table h200-before-107 h200-cand2-107 hundredseventh_entries.py f \
  ../docs/bench/hundredseventh-a-matrices.txt ../docs/bench/hundredseventh-d-matrices.txt "$(realpath "$OUT")/f-matrices.txt"
SESSION=hundredseventh matrices_round g 120
auto_tests g-gpu-tests 150 "hundredseventh or short_backward_rows or one_tile"
pack_out
