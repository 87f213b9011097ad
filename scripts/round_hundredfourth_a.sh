#!/bin/bash
# Hundred-fourth session, round a (H200, one call), medians of five:
# - a: bf16 log_softmax at 192 x 5 (the H200 table's 243944-262144 entries and six fresh widths,
#   seed 1041) with staged_sum_first and staged_write_last together (spill-free under nvcc and
#   NVRTC; staged_sum_first alone spills 8 bytes), with staged_write_last alone, and 160 x 6
#   (which takes both);
# - c: bf16 softmax / log_softmax at eight fresh widths of 140000-206000 each (seeds 1042-1043),
#   the 128 x 8 band: 160 x 6 and 192 x 5 as shipped (staged_sum_first where it applies), and
#   160 x 6 without it.
#     bash scripts/round_hundredfourth_a.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfourth matrices_round a 140
SESSION=hundredfourth matrices_round c 140
pack_out
