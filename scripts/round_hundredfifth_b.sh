#!/bin/bash
# Hundred-fifth session, round b (H200, one call), medians of five: fp32 softmax_backward at the
# H200 table's entries under 95 from 222000 (and 224000), auto against cluster x 12 stage 8 at
# 448 x 2 and 512 x 2 (448 x 2's shared memory is too big at 262144) and x 16 stage 4 at 384
# threads; fp32 log_softmax_backward 257129-262144 (x 12 stage 8 at 448 x 2 ran lower there in the
# hundred-fourth's round h) against x 12 stage 8 at 512 x 2 and x 16 stage 4 at 384.
#     bash scripts/round_hundredfifth_b.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfifth matrices_round b 280
pack_out
