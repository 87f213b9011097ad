#!/bin/bash
# Thirty-first session, round i (H100): `softgen tune` with the configs the shipped table holds
# among its candidates (tune.incumbent_variants): fp32 262144, whose shipped entry (stage 1 x 16
# at 512 threads without cp.async) no VARIANTS config matches, on medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=200
rm -f "$TABLE"
timeout 300 python3 -m softgen.cli tune --cols 262144 --dtype fp32 --strategy cluster --repeat 3 --no-bands \
  --rep 40 --out "$OUT/tuned-fp32.json" --results /tmp/i-fp32 2>&1 | tail -4
cp /tmp/i-fp32/compare.csv "$OUT/tune-fp32-results.csv"
grep -c "async_copy=0" "$OUT/tune-fp32-results.csv"
grep "cluster_size=16 block_size=512 async_copy=0\|stage=1 cluster_size=16 block_size=512" "$OUT/tune-fp32-results.csv" | cut -d, -f4,5,8 | head
