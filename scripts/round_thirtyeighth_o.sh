#!/bin/bash
# Thirty-eighth session, round o (H100): Triton online's split on 16-bit rows (splitfrom=256: chunks
# of about 300 KB) against whole rows, and CUDA; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
C=(backend=cuda backend=triton backend=triton,splitfrom=256 backend=triton,splitfrom=256,split=2)
for dtype in bf16 fp16; do
  REPEAT=3 T=150 explore try_matrix.py $dtype online 160000,240000,262144,300001 "${C[@]}" | tee "$OUT/o-$dtype.txt"
done
