#!/bin/bash
# Hundred-fourth session, round b (H200, one call), medians of five:
# - b: auto at each H200 table entry whose kernel sums its staged packs first
#   (LaunchPlan.staged_sum_first: bf16 x 16 stage 7 at 160 x 6, softmax at 192 x 5), the table
#   with round a's band (bf16 log_softmax 243944-262144 at 160 x 6);
# - d: bf16 softmax at six fresh widths of 241000-262143 (seed 1044) and 262144 (the table's 192 x 5
#   entry): 160 x 6 against 192 x 5;
# - the GPU tests of cluster stage 7.
#     bash scripts/round_hundredfourth_b.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfourth matrices_round b 140
SESSION=hundredfourth matrices_round d 140
gpu_tests "stage7"
pack_out
