#!/bin/bash
# Forty-second session, round j (H100): CUDA online 16-bit 100000 stays at 88 with the next-row
# prefetch where Triton's gluon kernel gains 3 (round i: 91.7-92.3): the held entry without its
# short wave spread (short_wave=0), the prefetch four tiles ahead, at 95000-110000.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  REPEAT=3 T=200 explore try_matrix.py $dt online 95000,100000,110000 "" short_wave=0 short_wave=0,next=0 next=4 \
      backend=triton,short_wave=0 | tee "$OUT/j-$dt.txt"
done
