#!/bin/bash
# Thirty-ninth session, round a (H100): CUDA online fp32's split entry at two or three blocks an SM
# (each with its share of shared memory, so one block's wait at its row's count overlaps another's
# loads), against one block an SM of 512 threads (the default); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
B2="block_size=256,held=5,heldpacks=1,min_blocks=2,splitper=2"
B3="block_size=256,held=3,heldpacks=1,min_blocks=3,splitper=3"
W2="held=2,min_blocks=2,splitper=2"
C=("" "$B2,split=4" "$B2,split=6" "$B2,split=8" "$B3,split=6" "$B3,split=9" "$W2,split=4" "$W2,split=6")
REPEAT=3 T=400 explore try_matrix.py fp32 online 262144,300001,200000 "${C[@]}" | tee "$OUT/a-fp32.txt"
