#!/bin/bash
# Ninety-second session, round a (H200, one call), single passes: the L2 look-ahead
# (l2_ahead=N: a block asks L2 for the rows of the block, or cluster, N on as it starts) on the
# weak cells the table has no better shape for: 16-bit log_softmax 137-140 (CUDA warp, 93.7-94.7)
# and the 16-bit forward past 128000 (cluster, 90-96), against the same shapes without it
# (scripts/ninetysecond_a.txt).
#     bash scripts/round_ninetysecond_a.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetysecond matrices_round a 90
pack_out
