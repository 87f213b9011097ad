#!/bin/bash
# Sixty-third session, round b (H100, one call).  Round a: 16-bit x 4 x 128 with bulk stores gained
# 0.6-1.0 at bf16 14000-16000 in both forward ops (13000 -0.9, 18000 level).  Finer, both 16-bit
# dtypes and ops, 13500-17500: auto, x 4 x 128 with bulk stores, and without them (control).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,cluster_size=4,block_size=128"
{ for op in softmax log_softmax; do for dt in bf16 fp16; do
    T=140 explore try_matrix.py op=$op $dt auto 13500,14000,14500,15000,15500,16000,16383,16384,16500,17000,17500 \
      strategy=auto $c,bulk_store=1 $c
  done; done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
