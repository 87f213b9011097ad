#!/bin/bash
# Forty-first session, round b (H100): the gluon kernel at several programs an SM (SHARED_*), forced
# over 16-bit rows of 64-160 KB and fp32 rows of 96-192 KB, against the Triton kernel (gsharefrom=0)
# and CUDA online; 2 programs of 16 warps (the rule) and 3 (registers capped at 40); medians of 3.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=32768,36000,40000,45000,50000,55000,60000,65536,70000,80000
G="backend=triton,gsharefrom=32,gshareto=1024"
for dt in fp16 bf16; do
  REPEAT=3 T=280 explore try_matrix.py $dt online $W "" backend=triton,gsharefrom=0 $G $G,gshare=3 | tee "$OUT/b-$dt.txt"
done
REPEAT=3 T=280 explore try_matrix.py fp32 online 24000,28000,32768,36000,40000,45000,49000 "" backend=triton \
  $G $G,gshare=3 | tee "$OUT/b-fp32.txt"
