#!/bin/bash
# Hundred-eleventh session, round c (H200, one call), after round b (fp32 log_softmax_backward
# 1512-1700: auto 94.5-98.6 on 1563's CUDA block entry, CUDA smem 102.1-105.3; fp16 log_softmax
# 777-800: auto 91-95 on 781's CUDA block entry, CUDA warp 32 x 4 100.1-102.1): the H200 table's
# CUDA entries under 98% of copy between 400 and 2000 columns and their neighbours, against CUDA
# smem / block, Triton smem / block and warp 32 x 4; medians of three, allocating
# (scripts/hundredeleventh_c.txt).
#     bash scripts/round_hundredeleventh_c.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=220
REPEAT=3 SESSION=hundredeleventh matrices_until c 420 200
pack_out
