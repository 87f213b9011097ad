#!/bin/bash
# Sixty-first session, round a (H100, one call; carries baseline/pre61, the kernels auto serves on
# the CUDA backend at 1c73e30).  Trains of 20, medians of three.  Cluster stage 6 loads its slice
# into registers pack by pack (LDG); quack copies it through shared memory (LDGSTS).  Two variants,
# each a patch applied, timed against the kernels before, reverted: the slice into shared memory by
# one bulk copy (TMA, cp.async.bulk, completion on an mbarrier), then into registers
# (bulk-load); and the same with the write staged back through shared memory and out by one bulk
# copy (bulk-both).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for v in bulk-load bulk-both; do
  patch -s -p1 < docs/bench/sixtyfirst-a-$v.patch && echo "== $v"
  { timeout 200 python3 scripts/try_baseline.py baseline/pre61 bf16 auto:32768,88000,92000,97280,131072,163064,200001,262144
    timeout 120 python3 scripts/try_baseline.py baseline/pre61 fp16 auto:40000,70001,161464,262144
    timeout 120 python3 scripts/try_baseline.py baseline/pre61 fp32 auto:155392,170000,178704,262144
    timeout 80 python3 scripts/try_baseline.py baseline/pre61 op=log_softmax bf16 auto:163064,262144; } 2>&1 | tee "$OUT/$v.txt"
  patch -s -R -p1 < docs/bench/sixtyfirst-a-$v.patch
done
