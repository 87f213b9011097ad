#!/bin/bash
# Sixty-second session, round h (H100, one call on round g's warm machine: quack installed).  quack
# still led at fp32 91104 by 0.5 in round g (auto: stage 6 x 16 x 192 with bulk stores, 98.7).
# Other shapes with bulk stores there and at neighbours, allocating, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,bulk_store=1,alloc=1"
T=300 explore try_matrix.py fp32 auto 88000,91104,94208,98304 strategy=auto,alloc=1 peer=quack \
  $c,cluster_size=16,block_size=128 $c,cluster_size=16,block_size=256 $c,cluster_size=16,block_size=320 \
  $c,cluster_size=8,block_size=256 $c,cluster_size=8,block_size=384 $c,cluster_size=8,block_size=512 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
