#!/bin/bash
# Hundred-third session, round i (H200, one call), scripts/hundredthird_i.txt, medians of five:
# round h's lead (stagedfirst=1 at bf16 softmax 160 x 6: +0.7 to +1.7 at all six fresh widths;
# level at 128 x 8) at the other staggered stage 7 shapes of the H200 table, five fresh widths
# each of 206171-262143 (seeds 1037-1040): fp16 softmax, bf16 / fp16 log_softmax at 160 x 6, bf16
# softmax at 192 x 5.
# Since staged_sum_first shipped, the shipped-kernel column reads stagedfirst=0 (it ran as the bare
# shape, before the rule).
#     bash scripts/round_hundredthird_i.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredthird matrices_round i 200
pack_out
