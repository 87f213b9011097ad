#!/bin/bash
# Ninety-ninth session, round c (H200, one call): Triton smem's gluon kernel past the plan's 32768
# 16-bit columns (scripts/try_wide_triton_smem.py lifts the limit), beside auto's Triton pick
# (Triton online there: 82-93% of copy in round b) and CUDA smem.
#     bash scripts/round_ninetyninth_c.sh
source scripts/device_env.sh; export COLUMNS=200
W=32769,40001,50000,57000,65536,80001,100000,110001
for op in softmax log_softmax; do for dt in bf16 fp16; do
  T=150 explore try_wide_triton_smem.py op=$op $dt smem $W strategy=auto,backend=triton strategy=smem,backend=triton strategy=smem
done; done 2>&1 | peer_rows | grep --line-buffered -v "^   runs" | tee "$OUT/c-matrices.txt"
rm -f "$OUT"/*.csv
pack_out
