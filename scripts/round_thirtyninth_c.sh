#!/bin/bash
# Thirty-ninth session, round c (H100): CUDA online fp32's split entry at 256 threads, two to four
# blocks an SM, by chunk size (chunk=KB, the launcher's SPLIT_CHUNK_BYTES), from rows of 300 KB,
# against the shipped entries (held below 660 KB, split above); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
B2="block_size=256,held=5,heldpacks=1,splitper=2,splitfrom=300"
B3="block_size=256,held=3,heldpacks=1,splitper=3,splitfrom=300"
B4="block_size=256,held=2,heldpacks=1,splitper=4,splitfrom=300"
C=("" "$B3,chunk=96" "$B3,chunk=112" "$B3,chunk=128" "$B4,chunk=64" "$B4,chunk=80" "$B2,chunk=160")
REPEAT=3 T=500 explore try_matrix.py fp32 online 131072,160000,200000,262144,300001,400000 "${C[@]}" | tee "$OUT/c-fp32.txt"
