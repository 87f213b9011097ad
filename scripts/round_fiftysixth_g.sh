#!/bin/bash
# Fifty-sixth session, round g (H100, one call, carries baseline/h100-before-56f.json): bf16
# softmax entries 5800 block x 256 and 6368 block x 512 (round f: x 512 +0.2-0.6 at 6000-7000,
# -0.5 at 5800) against the table before them over the runs served_diff.py lists (5793-7222),
# medians of three; then the GPU tests of auto and of compare's --allocate on the final table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=3 against_table h100-before-56f softmax bf16 5700,5792,5793,5800,5900,6000,6077,6078,6144,6200,6368,6500,6700,6893,6894,7000,7222,7223,7400 | tee "$OUT/check.txt"
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k "test_auto or allocate" 2>&1 \
  | tail -5 | tee "$OUT/gpu-tests.txt"
rm -f "$OUT"/matrix-*.csv
