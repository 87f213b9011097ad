#!/bin/bash
# Thirty-ninth session, round i (H100): Triton online's split with the row's whole tiles shared out
# evenly over its chunks (round h's chunks of ceil(row / split) left a short last one, whose shape
# every chunk took: bf16 300001 2 cached tiles, not 6); the split GPU tests; medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 250 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "split and triton or gluon_rows" 2>&1 \
    | tee "$OUT/i-tests.txt" | tail -3
T3="backend=triton"
for dt in fp32 bf16 fp16; do
  REPEAT=3 T=250 explore try_matrix.py $dt online 50000,100000,131072,160000,200003,262144,300001,400000 "" "$T3" "$T3,baseline=old" | tee "$OUT/i-$dt.txt"
done
