#!/bin/bash
# Eighty-ninth session, round b (H200, one call), auto's own pick first (c0), single passes:
# round a's weak cells and the bands around them (scripts/eightyninth_b.txt): 16-bit forward
# 8420-9650 (CUDA block's entries 94-97), 16-bit softmax_backward 24800-30200 (no entry between
# 24001 and 30959; 25573 ran 89.7) and 57000-61000, fp16 log_softmax_backward 133500-146147 and
# 150-160.
#     bash scripts/round_eightyninth_b.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyninth matrices_round b 200
pack_out
