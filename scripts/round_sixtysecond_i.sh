#!/bin/bash
# Sixty-second session, round i (H100, one call on round g's warm machine: quack installed).  Round h,
# allocating: quack led at fp32 88000 by 0.7 (auto's x 16 x 192 100.6, x 8 x 256 with bulk stores
# 101.0) and at 91104 by 0.5.  x 8 shapes with bulk stores across 80001-100000 against auto and quack,
# allocating, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,bulk_store=1,alloc=1"
T=400 explore try_matrix.py fp32 auto 80001,84000,86000,88000,90000,91104,92000,96000,100000 strategy=auto,alloc=1 \
  peer=quack $c,cluster_size=8,block_size=256 $c,cluster_size=8,block_size=224 $c,cluster_size=8,block_size=320 \
  $c,cluster_size=16,block_size=128 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
