#!/bin/bash
# Twenty-third session, round p (H100): the staged loads unguarded for bf16 log_softmax_backward
# only (round o: softmax_backward bf16 33631-35001 86-89 clamped, 98-100 guarded in round f);
# both ops, and the GPU tests of bf16 backward.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
explore try_matrix.py op=softmax_backward bf16 cluster 32767,33631,35001,163263,262144 "" cluster_size=4,block_size=256
explore try_matrix.py op=log_softmax_backward bf16 cluster 32767,33631,35001,163263,262144 "" cluster_size=4,block_size=256
rm -f "$OUT"/matrix-*.csv
timeout 150 python3 -m pytest -q -m gpu tests/test_gpu.py -k "backward and bf16" 2>&1 | tail -2
