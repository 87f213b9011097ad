#!/bin/bash
# Hundred-third session, round e (H200, one call), scripts/hundredthird_e.txt, medians of five:
# round d's leads at fresh widths (seeds 1031 / 1032, 10 log-uniform widths of 133565-206000,
# the H200 table's 128 x 8 x 16 band): register_sum_first (regfirst=1) against the shipped
# kernel at fp16 softmax (five packs, d: +1.3 median), bf16 softmax at five packs (against six
# and five without it; d: +0.9), fp16 log_softmax (untimed in d).
# Runs at 438de6df (git checkout it first): register_sum_first was reverted after round e.
#     bash scripts/round_hundredthird_e.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredthird matrices_round e 220
pack_out
