#!/bin/bash
# Forty-first session, round a (H100): Triton online's gluon kernel on 16-bit rows of 100-320 KB at
# several programs an SM (gluon=W-C-H: W warps, C cached tiles of W x 32 x 16 elements, no held
# elements; short_wave=0 so the grid is a program a row and the hardware packs as many an SM as
# fit), against the shipped Triton kernel / one-program gluon kernel and CUDA online; medians of 3.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=50000,65536,100000,131072,160000
G="backend=triton,short_wave=0,gluon"
for dt in fp16 bf16; do
  REPEAT=3 T=280 explore try_matrix.py $dt online $W "" backend=triton $G=8-6-0 $G=8-8-0 $G=8-11-0 $G=16-3-0 $G=16-5-0 \
    | tee "$OUT/a-$dt.txt"
done
