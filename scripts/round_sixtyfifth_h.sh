#!/bin/bash
# Sixty-fifth session, round h (H100, one call).  Round a2's lowest: 16-bit backward at odd 33599
# (97.5-98.4), where 32767's entry (cluster x 4 x 256, five packs a thread past 32768) serves odd
# widths to 36204 and 40001's stage 1 x 8 ran 104.4.  Shapes at odd widths 32769-36203.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster"
for op in softmax_backward log_softmax_backward; do for dt in bf16 fp16; do
  T=100 explore try_matrix.py op=$op $dt auto 32769,32801,33599,34501,35501,36203 strategy=auto \
    $c,stage=1,cluster_size=8 $c,cluster_size=8,block_size=256 $c,cluster_size=8
done; done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
