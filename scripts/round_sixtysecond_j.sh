#!/bin/bash
# Sixty-second session, round j (H100, one call).  Below the bulk-store bands of notes entry 144
# (fp32 softmax from 5700, log_softmax from 4875): stage 6 x 2 with bulk stores at 2500-5600 against
# auto (block, Triton block), trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,bulk_store=1,cluster_size=2"
{ for op in softmax log_softmax; do
    T=200 explore try_matrix.py op=$op fp32 auto 2500,3000,3500,4096,4200,4576,4875,5000,5600 strategy=auto \
      $c,block_size=256 $c,block_size=192 $c,block_size=128
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
