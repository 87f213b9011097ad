#!/bin/bash
# Forty-seventh session, round h (H100; carry baseline/h100-ef.json): the final table and
# write-back default (auto) against the table and stores before this session (h100-ef: the
# table before with every CUDA entry past 640 storing evict-first, as they did) at random widths
# (seed 4747, log-uniform 700-262143) and 1024 / 2048 / 8192, every op and dtype; trains of 20,
# medians of two.  First the GPU tests of auto and of the cluster kernels.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -x \
    -k "auto or (cluster and (random_rows or backward))" 2>&1 | tail -3
w=982,1024,1098,1142,1562,2048,2303,2973,3017,3157,3884,4717,5203,7124,8192,14745,27017,116010,154247,176373,216382
for op in softmax log_softmax softmax_backward; do
  for dt in bf16 fp16 fp32; do
    rm -f "$TABLE"
    T=200 explore try_matrix.py op=$op $dt auto $w strategy=auto strategy=auto,table=h100-ef 2>&1 | grep -v "^   runs"
  done
done
