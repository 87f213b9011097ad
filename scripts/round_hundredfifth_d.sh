#!/bin/bash
# Hundred-fifth session, round d (H200, one call), medians of five: the bands of round c's leads.
# fp32 log_softmax at the H200 table's entries beside 174141-183187 and fresh widths either side
# (seeds 1054-1055), fp32 softmax 174000-190000 (1056), auto against cluster x 16 stage 7 at
# 224 x 4; fp16 softmax about 119799 and 170850 (1057-1058) against x 12 and x 16 at 128 x 8;
# fp32 softmax_backward at the entries about 222000-225552 and 221000-229000 (1059) against
# x 16 stage 4 at 384 threads.
#     bash scripts/round_hundredfifth_d.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfifth matrices_round d 200
pack_out
