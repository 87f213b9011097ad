#!/bin/bash
# Ninety-first session, round g (H200, one call), single passes on the final table of rounds
# b-d: the cells still under 95 in round f that round b timed without cluster x 8 stage 7 at 128
# threads (16-bit log_softmax 50958-65646, whose entries then took x 8 stage 6 at 94-96), and fp16
# softmax 128000 (92.5) beside x 12 stage 7 and x 16 stage 7 at 192 threads (scripts/ninetyfirst_g.txt).
#     bash scripts/round_ninetyfirst_g.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetyfirst matrices_round g 60
