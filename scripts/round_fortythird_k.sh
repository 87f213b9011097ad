#!/bin/bash
# Forty-third session, round k (H100): CUDA online bf16 at 65536 (89.5-90.5, fp16 94): pass 1 on
# packs as fp16 (packs=1), elements read one by one (pair=0), unfolded (fold=0), the row cache at
# three blocks an SM (shares=3).  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for op in softmax log_softmax; do
  REPEAT=3 T=150 explore try_matrix.py op=$op bf16 online 50000,65536,80000 "" packs=1 pair=0 fold=0 shares=3 \
      | tee "$OUT/k-$op-bf16.txt"
done
