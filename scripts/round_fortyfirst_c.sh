#!/bin/bash
# Forty-first session, round c (H100): the gluon kernel at 2 programs an SM (SHARED_*) forced over
# 16-bit rows of 90-240 KB and fp32 rows of 100-196 KB, with its registers capped at 64 (the rule),
# at 56 and left to the compiler (gnreg=0), against the Triton kernel and CUDA online; medians of 3.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=45000,50000,55000,65536,70000,80000,90000,100000,110000,120000
G="backend=triton,gsharefrom=32,gshareto=1024"
for dt in fp16 bf16; do
  REPEAT=3 T=280 explore try_matrix.py $dt online $W "" backend=triton,gsharefrom=0 $G $G,gnreg=0 $G,gnreg=56 | tee "$OUT/c-$dt.txt"
done
REPEAT=3 T=200 explore try_matrix.py fp32 online 26000,28000,30000,45000,49000 "" backend=triton $G $G,gnreg=0 \
  | tee "$OUT/c-fp32.txt"
