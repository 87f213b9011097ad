#!/bin/bash
# Thirty-first session, round h (H100): stage 6 after LeanRow became RegisterRow<..., SliceEdge>
# (SASS: same registers, 0-8 more static instructions): the GPU tests of the cluster forward
# kernels, then auto at the stage 6 entries' widths, medians of three (against the thirtieth
# session's round k, medians of five: bf16 16384 100.0, 32768 100.5, 65536 99.9, 131072 99.6,
# 262144 98.4; fp16 99.4, 100.4, 99.5, 99.7, 98.1).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -x -p no:cacheprovider \
  -k "cluster_stages or (cluster_rows_in_rounds and softmax-6) or folded" 2>&1 | tail -2
for d in bf16 fp16; do
  REPEAT=3 T=150 explore try_matrix.py $d cluster 16384,32768,50000,65536,131072,262144 strategy=auto | grep -v "^   runs"
done
