#!/bin/bash
# Hundred-third session, round a (H200, one call), scripts/hundredthird_a.txt, medians of five:
# cluster stage 7 in a row loop over a persistent grid, each row's shared-memory packs copied
# during the row before's exchange and write (try_matrix s7next=1, LaunchPlan.staged_prefetch),
# against the same shape one row a cluster, at the 16-bit forward's long rows (the H200 table's
# 128 x 8 x 16 entries at 133565-207826 run 92-96, 160 x 6 past them 93-95):
#  1-2. softmax bf16 / fp16 140000-206188 at 128 x 8: one row a cluster, s7next at the plan's
#       packs, at one pack fewer (bf16 softmax spills 56 bytes at six), at 66 clusters (not 59);
#  3.   log_softmax bf16 (spill-free at six packs) at the plan's 59 and at 66 clusters;
#  4.   softmax bf16 210000-262144 at 160 x 6 (45 clusters), at the plan's packs and five.
# Lost (77-90 against 93-97): the feature was reverted; it runs at 83160de4 (git checkout it first).
#     bash scripts/round_hundredthird_a.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredthird matrices_round a 220
pack_out
