#!/bin/bash
# Sixtieth session, round k (H100, one call; carries baseline/pre60, the kernels auto serves on the
# CUDA backend at 455c490: `bash scripts/fiftyninth_kernel_baselines.sh HEAD pre60`).  Trains of 20,
# medians of three.  The load of a pack: __ldg (ld.global.nc) now; quack's cp.async goes to L2
# only (.cg).  Three variants, each a patch applied, timed against the kernels before, reverted:
# __ldcg (L2 only), __ldcs (streaming), ld.global.nc.L1::no_allocate (16-byte packs).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for v in ldcg ldcs noalloc; do
  patch -s -p1 < docs/bench/sixtieth-k-load-$v.patch && echo "== load $v"
  { timeout 150 python3 scripts/try_baseline.py baseline/pre60 bf16 auto:224,1464,32768,95424,163064,262144
    timeout 80 python3 scripts/try_baseline.py baseline/pre60 fp16 auto:648,17008,70001
    timeout 80 python3 scripts/try_baseline.py baseline/pre60 fp32 auto:2000,4096,8192,155392; } 2>&1 | tee "$OUT/load-$v.txt"
  patch -s -R -p1 < docs/bench/sixtieth-k-load-$v.patch
done
