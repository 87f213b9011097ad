#!/bin/bash
# Hundred-fourteenth session, round e (H200, one call): quack's backward design in our cluster
# stage 8 (y's slice and all but 1-4 of dy's packs a thread copied into shared memory by
# cp.async, try_matrix `s8packs=N`) at fp32 146000-156000 (quack's lead at softmax_backward
# 151936) and bf16 softmax_backward's long rows, against auto (scripts/hundredfourteenth_e.txt),
# allocating, medians of three.
#     bash scripts/round_hundredfourteenth_e.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 SESSION=hundredfourteenth REPEAT=3
matrices_until e ${STOP:-480} 150
