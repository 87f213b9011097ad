#!/bin/bash
# Sixty-third session, round a (H100, one call).  Round n of the sixty-second session found 16-bit
# bulk stores gaining at x 4 x 128 (softmax 16000, +0.8-1.0) and x 2 x 128 (8200, +0.3-0.5): their
# neighbours, bf16 softmax and log_softmax 6500-20000, x 2 / x 4 at 128 and 192 threads against
# auto, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,bulk_store=1"
{ for op in softmax log_softmax; do
    T=285 explore try_matrix.py op=$op bf16 auto 6500,7600,8200,9000,10000,11000,13000,14000,15000,16000,18000,20000 \
      strategy=auto $c,cluster_size=2,block_size=128 $c,cluster_size=2,block_size=192 \
      $c,cluster_size=4,block_size=128 $c,cluster_size=4,block_size=192
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
