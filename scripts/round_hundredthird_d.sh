#!/bin/bash
# Hundred-third session, round d (H200, one call), scripts/hundredthird_d.txt, medians of five:
# cluster stage 7 with its registers' packs loaded first and summed against each thread's own
# max while the shared-memory packs land (try_matrix regfirst=1, LaunchPlan.register_sum_first),
# so that clusters in step (round b: the waves' changes cost 86-87 at 132-264 rows) leave DRAM
# idle for less between their last load and first store; against the same shapes as shipped:
#  1-2. bf16 softmax / log_softmax 140000-206188 at 128 x 8: six packs (spills 12-20 bytes with
#       regfirst) and five (none);
#  3.   fp16 softmax at 128 x 8 (five packs, no spill either way);
#  4.   bf16 softmax 213539-262144 at 160 x 6, five packs;
#  5.   fp32 softmax 214329-262144 at 192 x 4 (regfirst spills 4 bytes).
# Runs at 438de6df (git checkout it first): register_sum_first was reverted after round e.
#     bash scripts/round_hundredthird_d.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredthird matrices_round d 220
pack_out
