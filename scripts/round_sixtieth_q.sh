#!/bin/bash
# Sixtieth session, round q (H100, one call).  Trains of 20, medians of three, allocating.  The
# cluster launchers ask for load-balancing cluster placement (an early session's +1-3% on long
# rows); quack's launch leaves the default.  auto with policy=0 (default) and 1 (spread) against
# auto (2) where quack leads.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
P="strategy=auto,alloc=1 strategy=auto,policy=0,alloc=1 strategy=auto,policy=1,alloc=1"
{ T=150 explore try_matrix.py bf16 auto 88000,95424,97280,163064,262144 $P
  T=100 explore try_matrix.py fp16 auto 161464,163064,262144 $P
  T=100 explore try_matrix.py fp32 auto 155392,178704 $P; } 2>&1 | grep -v "^   runs" | tee "$OUT/policy.txt"
rm -f "$OUT"/*.csv
