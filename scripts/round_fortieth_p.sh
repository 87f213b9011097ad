#!/bin/bash
# Fortieth session, round p (H100): CUDA's split chunks with the row's whole tiles shared out evenly
# (the last chunk with the partial tile, as Triton's; spliteven=0: chunks of ceil(row / split) whole
# tiles and a short last one, as before); the split's GPU tests first; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "split and not triton" 2>&1 \
    | tee "$OUT/p-tests.txt" | tail -3
for dt in fp32 bf16 fp16; do
  REPEAT=3 T=200 explore try_matrix.py $dt online 100003,200003,230000,262144,300001,400000 "" spliteven=0 | tee "$OUT/p-$dt.txt"
done
