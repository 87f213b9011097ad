#!/bin/bash
# Thirty-ninth session, round b (H100): CUDA online fp32's split entry at two or three blocks an SM
# (LaunchPlan.split_per_sm, which round a's min_blocks did not reach: its 3-an-SM and 512-thread
# configs were refused), and at 8 packs a thread a tile; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
B2="block_size=256,held=5,heldpacks=1,splitper=2"
B3="block_size=256,held=3,heldpacks=1,splitper=3"
W2="held=2,splitper=2"
U2="block_size=256,unroll=8,held=2,heldpacks=1,splitper=2"
C=("" "$B2,split=6" "$B2,split=8" "$B3,split=6" "$B3,split=9" "$W2,split=4" "$W2,split=6" "$U2,split=6" "unroll=8,held=2")
REPEAT=3 T=400 explore try_matrix.py fp32 online 262144,300001,200000 "${C[@]}" | tee "$OUT/b-fp32.txt"
