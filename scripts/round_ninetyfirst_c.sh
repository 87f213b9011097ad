#!/bin/bash
# Ninety-first session, round c (H200, one call), single passes on the shipped table: round b's
# winners across their bands at fresh widths (5% apart; scripts/ninetyfirst_c.txt): 16-bit forward
# 43001-125789 (cluster x 8 stage 7 at 128 threads, eight blocks an SM, 96.5-99.2 at 50958-80763
# in round b; x 16 stage 7 / stage 6 at that shape), 25999-40332 (x 4 stage 6, x 8 stage 6 at
# 128 threads, x 2 stage 6) and 16-bit log_softmax 6903-8242 (block at 128 / 256 threads, 100-101
# at 7366-7600; x 2 stage 6).
#     bash scripts/round_ninetyfirst_c.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetyfirst matrices_round c 90
pack_out
