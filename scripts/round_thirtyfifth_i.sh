#!/bin/bash
# Thirty-fifth session, round i (H100): Triton warp, which led auto's CUDA warp at 16-bit 512 in
# rounds h (and the thirtieth session's a), across the band a 512 entry would serve, against
# auto and quack, medians of five (run after round g2 installed the peers).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for dt in bf16 fp16; do
  REPEAT=5 T=250 explore try_matrix.py $dt warp 400,449,480,500,511,512 strategy=auto backend=triton peer=quack \
    | tee "$OUT/i-warp-$dt.txt"
done
