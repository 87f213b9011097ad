#!/bin/bash
# Thirty-ninth session, round d (H100): CUDA online fp32's split entry at four blocks an SM of 256
# threads (round c's best) and six or eight of 128, by chunk size, at odd widths besides; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
B4="block_size=256,held=2,heldpacks=1,splitper=4,splitfrom=300"
T8="block_size=128,held=2,heldpacks=1,splitper=8,splitfrom=300"
T6="block_size=128,held=3,heldpacks=1,splitper=6,splitfrom=300"
C=("" "$B4,chunk=64" "$B4,chunk=80" "$B4,chunk=96" "$T8,chunk=40" "$T8,chunk=56" "$T6,chunk=56" "$T6,chunk=72")
REPEAT=3 T=500 explore try_matrix.py fp32 online 150001,160000,200003,250001,262144,300001 "${C[@]}" | tee "$OUT/d-fp32.txt"
