#!/bin/bash
# Hundredth session, round i (H200, one call): bf16 log_softmax's cluster x 16 stage 7 at 160 x 6
# spills 4 bytes under nvcc (the CPU spill test; 8 without the stagger), so round g's three
# log_softmax entries that would take it keep their kernels (auto, c0: 128 x 8 at 213539 and
# 240000, 192 x 5 at 220000); 192 x 5 (c1) and 128 x 8 (c2) over their bands, medians of five
# (scripts/hundredth_i.txt).
#     bash scripts/round_hundredth_i.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredth matrices_round i 300
pack_out
