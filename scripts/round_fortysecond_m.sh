#!/bin/bash
# Forty-second session, round m (H100): what entry 121 left. CUDA fp16 log_softmax 100-180 KB
# (120000 86.7: the row cache at two blocks; its held entry from 448 KB, entry 115) with the held
# entry from any width (heldfrom=0, so the 192 KB rule and the next-row prefetch apply); Triton
# 16-bit rows of 95000-120000 on one program of 16 warps an SM (16 KB tiles: 10-13 cached, not 4-6
# of 32 KB).  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=150 explore try_matrix.py op=log_softmax fp16 online 100000,120000,131072,160000,180000 "" heldfrom=0 \
    | tee "$OUT/m-log-fp16.txt"
for dt in bf16 fp16; do
  REPEAT=3 T=150 explore try_matrix.py $dt online 95000,100000,110000,120000 "" backend=triton \
      backend=triton,gluon=16-10-0 backend=triton,gluon=16-11-0 backend=triton,gluon=16-12-0 backend=triton,gluon=16-13-0 \
      | tee "$OUT/m-$dt.txt"
done
