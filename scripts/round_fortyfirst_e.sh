#!/bin/bash
# Forty-first session, round e (H100): the gluon kernel at two programs an SM on peeled rows: fp32
# (round d: softmax 26001 91.3 -> 88.7 where log_softmax gained 91.6 -> 97.3) with its registers
# capped at 64 (shipped) or left to the compiler (gnreg=0), and 16-bit rows of 140-168 KB with
# them capped (gnreg=1; round c: 80000 90.6 -> 93.2); medians of 3.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for op in softmax log_softmax; do
  REPEAT=3 T=200 explore try_matrix.py op=$op fp32 online 26001,30001,36001,40001,45001 "" backend=triton,gsharefrom=0 \
    backend=triton backend=triton,gnreg=0 | tee "$OUT/e-$op-fp32.txt"
done
REPEAT=3 T=200 explore try_matrix.py bf16 online 60001,70001,77777,85000 "" backend=triton backend=triton,gnreg=1 | tee "$OUT/e-bf16.txt"
REPEAT=3 T=200 explore try_matrix.py op=log_softmax fp16 online 60001,77777,85000 "" backend=triton backend=triton,gnreg=1 | tee "$OUT/e-log-fp16.txt"
