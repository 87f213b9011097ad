#!/bin/bash
# Hundred-fifth session, round c (H200, one call), medians of five:
# - rounds a-b's leads by more than a point, each at its entries and six fresh widths around them
#   (seeds 1051-1053): fp32 log_softmax 173400-188500 at cluster x 16 stage 7 224 x 4; fp32
#   softmax_backward 221000-227000 at x 16 stage 4 384 threads; fp32 log_softmax_backward
#   255000-258500 at x 12 stage 8 512 x 2;
# - fp16 softmax / log_softmax at the H200 table's cluster entries under 95 from 103000: auto
#   against x 16 stage 7 at 160 x 6, 192 x 5 and 128 x 8, and x 12 at 128 x 8.
#     bash scripts/round_hundredfifth_c.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfifth matrices_round c 200
pack_out
