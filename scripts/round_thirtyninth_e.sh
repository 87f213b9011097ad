#!/bin/bash
# Thirty-ninth session, round e (H100): (1) CUDA online fp32 with 256-thread blocks for every entry,
# and the split entry (four blocks an SM of 256 threads, 80 KB chunks) from rows of 200 KB, at the
# widths below the split; (2) the split entry for bf16 at four (no tiles in registers) or three
# blocks an SM (one tile); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
S4="block_size=256,held=2,heldpacks=1,splitper=4,splitfrom=200,chunk=80"
REPEAT=3 T=250 explore try_matrix.py fp32 online 4096,12345,32768,50000,65536,80000,100000,131072 "" block_size=256 "$S4" | tee "$OUT/e-fp32.txt"
H4="block_size=256,held=1,splitrows=1,splitper=4,splitfrom=300"
H3="block_size=256,held=2,splitrows=1,splitper=3,splitfrom=300"
REPEAT=3 T=300 explore try_matrix.py bf16 online 100000,160000,200000,230000,250000,262144,300001 "" "$H4,chunk=48" "$H4,chunk=64" "$H3,chunk=64" "$H3,chunk=80" | tee "$OUT/e-bf16.txt"
