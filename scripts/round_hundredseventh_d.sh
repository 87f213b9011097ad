#!/bin/bash
# Hundred-seventh session, round d (H200, one call; carries baseline/h200-before-107.json, the
# table at the session's start, b3edbf51), medians of three: bf16 softmax_backward at
# 3275-4245, where 3611's and 4180's Triton online entries serve 850 widths (round b: auto 95.8 at
# 3700), against CUDA block / warp and Triton block / warp / online.  Then, in the same call,
# round e: round d's entries (scripts/hundredseventh_entries.py on the table at the session's
# start, with round a's) into baseline/h200-cand-107.json, auto on it against the table before
# at fresh widths of the band, and the GPU tests of the session with it in place of the shipped
# table (the device's copy of the tree).  (The entries script then skipped a width that had an
# entry of the kernel's backend, 3611; it now replaces it, as round f's run did.)
#     bash scripts/round_hundredseventh_d.sh            (device tool, carry ["baseline"])
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredseventh matrices_round d 150
candidate_table h200-before-107 h200-cand-107 hundredseventh_entries.py d \
  ../docs/bench/hundredseventh-a-matrices.txt "$(realpath "$OUT")/d-matrices.txt"
SESSION=hundredseventh matrices_round e 150
auto_tests e-gpu-tests 150 "hundredseventh or short_backward_rows or one_tile"
pack_out
