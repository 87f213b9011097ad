#!/bin/bash
# Thirty-third session, round d (H100): stage 7's GPU tests, and its timings where round c2 had
# none: fp16 softmax and bf16 log_softmax past 458760, against auto (medians of three).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  d1) timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -k "stage7 or stage6 or edges_read_after" 2>&1 | tail -4 ;;
  d2) REPEAT=3 T=200 explore try_matrix.py fp16 cluster 458760,577231,615981,700000 \
        stage=7,cluster_size=16 strategy=auto
      REPEAT=3 T=300 explore try_matrix.py op=log_softmax bf16 cluster 458760,536199,577231,615981,650000,700000,800000 \
        stage=7,cluster_size=16 stage=7,cluster_size=16,block_size=384 strategy=auto ;;
esac
# d3: stage 7 at 500000 and 524288 (between the entries; 500001 ran 91.6 on 524288's stage 1),
# three ops-dtypes
case $1 in
  d3) for a in softmax:bf16 softmax:fp16 log_softmax:bf16; do
        REPEAT=3 T=120 explore try_matrix.py op=${a%%:*} ${a#*:} cluster 500000,524288 stage=7,cluster_size=16 strategy=auto
      done ;;
esac
