#!/bin/bash
# Sixty-second session, round l (H100, one call).  Round j: stage 6 x 2 x 128 with bulk stores ran
# 102.0 at fp32 3000 (softmax's Triton block 101.1, log_softmax's block x 256 100.4), 97.1 at 2500.
# x 2 at 96-192 threads with bulk stores across 2600-3500 against auto, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,bulk_store=1,cluster_size=2"
{ for op in softmax log_softmax; do
    T=200 explore try_matrix.py op=$op fp32 auto 2600,2750,2894,2950,3000,3100,3250,3400,3505 strategy=auto \
      strategy=auto,backend=cuda $c,block_size=96 $c,block_size=128 $c,block_size=160 $c,block_size=192
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
