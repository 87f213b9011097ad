#!/bin/bash
# Sixty-third session, round c (H100, one call).  Round b: 16-bit stage 6 x 4 x 128 gained 0.4-0.9
# at 13500-16384 in both forward ops and dtypes, with or without bulk stores (so without); softmax
# level to 17500, log_softmax 1-2 lower from 16500.  The edges: 12345-13500 and 16385-16500.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,cluster_size=4,block_size=128"
{ for op in softmax log_softmax; do for dt in bf16 fp16; do
    T=140 explore try_matrix.py op=$op $dt auto 12345,12600,12800,13000,13200,13400,16385,16392,16400,16416,16448,16480 \
      strategy=auto $c
  done; done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
