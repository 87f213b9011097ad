#!/bin/bash
# Forty-second session, round g (H100): the next row's first tiles asked of L2 as a row is written
# (round f, Triton gnext=1: 16-bit 100000 87.7 -> 91.0-91.8, 120000 +1.1-2.3, but 131072 -0.7,
# two an SM -1 to -2): Triton only where one program an SM runs fewer programs than SMs (the
# launcher's rule now), CUDA's held entry always (next=1, 2).  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 90001,100000,120000,131072,160000 "" next=1 next=2 backend=triton \
      backend=triton,gnext=1 | tee "$OUT/g-$dt.txt"
done
REPEAT=3 T=120 explore try_matrix.py fp32 online 30001,40001 "" next=1 | tee "$OUT/g-fp32.txt"
