#!/bin/bash
# Eighty-ninth session, round i (H200, one call), single passes, auto's own pick first (c0): round
# f's fresh bf16 softmax 10250 (94.3 on 10237's x 2 stage 6, which ran 101.2 at its own width):
# 16-bit softmax 10237-10275 against block at 256 threads (scripts/eightyninth_i.txt).
#     bash scripts/round_eightyninth_i.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyninth matrices_round i 100
