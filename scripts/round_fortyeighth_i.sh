#!/bin/bash
# Forty-eighth session, round i (H100; carry baseline/h100-before-h.json, the table before round
# h's entries): 16-bit log_softmax_backward at stage 1 x 16 from 160001 (stage 4 x 16 at 200001)
# against the table before, across 150001-270000; softmax_backward 16-bit 255000-265000 against
# stage 1 x 16; then the GPU tests of auto and of the cluster kernels on the final table.
# Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for dt in bf16 fp16; do
  explore try_matrix.py op=log_softmax_backward $dt auto \
      150001,160001,165000,178886,178887,190000,200001,210000,217705,217706,230000,246418,249255,255000,262143,262144,265000,266039,266040,270000 \
      strategy=auto strategy=auto,table=h100-before-h 2>&1 | grep -v "^   runs"
  explore try_matrix.py op=softmax_backward $dt cluster 255000,262143,262144,265000 strategy=auto stage=1,cluster_size=16 \
      2>&1 | grep -v "^   runs"
done
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py \
    -k "auto or (cluster and (random_rows or backward))" 2>&1 | tail -3
