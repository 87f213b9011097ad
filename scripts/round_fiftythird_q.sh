#!/bin/bash
# Fifty-third session, round q (H100, one call; carries baseline/h100-before-53p.json, the table
# before round p's entries): auto against the table before across the bands of the four entries
# round p changed (fp32 log_softmax 200000 and 16-bit log_softmax 134001 to stage 6, bf16
# softmax_backward / log_softmax_backward 12345 to cluster x 4); then the GPU tests of auto.
# Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{
  explore try_matrix.py op=log_softmax fp32 cluster 199499,199500,199800,200000 strategy=auto strategy=auto,table=h100-before-53p
  for dt in bf16 fp16; do
    explore try_matrix.py op=log_softmax $dt cluster 132529,132530,134001,136000,136967,136968 strategy=auto strategy=auto,table=h100-before-53p
  done
  for op in softmax_backward log_softmax_backward; do
    explore try_matrix.py op=$op bf16 cluster 11385,11386,12345,13300,14222,14223 strategy=auto strategy=auto,table=h100-before-53p
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/entries.txt"
rm -f "$OUT"/matrix-*.csv
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k "auto" 2>&1 \
    | tail -5 | tee "$OUT/gpu-tests.txt"
