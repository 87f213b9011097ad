#!/bin/bash
# Hundred-third session, round h (H200, one call), scripts/hundredthird_h.txt, medians of five:
# cluster stage 7 summing its shared-memory packs (copied first, landing first) against their
# own max while the registers' packs are in flight (try_matrix stagedfirst=1,
# LaunchPlan.staged_sum_first; round e's order, registers first, lost), against the shipped
# kernel of the same shape: bf16 softmax 160000 at 132 / 264 rows (round b: 86-87, the waves in
# step) and fresh widths (seeds 1033-1036, log-uniform) of the 128 x 8 band (bf16 / fp16 softmax,
# fp16 log_softmax, 10 each) and the 160 x 6 band (bf16 softmax, 6).
# Since staged_sum_first shipped, the shipped-kernel column reads stagedfirst=0 (it ran as the bare
# shape, before the rule).
#     bash scripts/round_hundredthird_h.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredthird matrices_round h 200
pack_out
