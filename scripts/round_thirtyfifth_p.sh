#!/bin/bash
# Thirty-fifth session, round p (H100): CUDA online's pass 1 on packs (packs=1, LaunchPlan.pack_tiles:
# the tile's max two 16-bit elements an instruction, no float copy of the tile; ptxas: 40 registers
# for the plain and row-cache kernels where they took 58-88), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16 fp32; do
  REPEAT=3 T=200 explore try_matrix.py $dt online 4096,16384,32768,65536,100000,131072,262144 "" packs=1 | tee "$OUT/p-$dt.txt"
done
