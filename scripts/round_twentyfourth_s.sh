#!/bin/bash
# Twenty-fourth session, round s (H100): log_softmax_backward bf16 4096, the sweep's one width
# where torch ran ahead of auto (round c: 101.2 against 101.9% of copy, block of 128): block sizes
# and clusters (fp16's entry there: the default cluster plan, 103), then compare against torch.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=200
rm -f "$TABLE"
export T=100
explore try_matrix.py op=log_softmax_backward bf16 block 3500,4096,4500 block_size=128 "" block_size=256 block_size=512
explore try_matrix.py op=log_softmax_backward bf16 cluster 3500,4096,4500 "" cluster_size=4 block_size=128
rm -f "$OUT"/matrix-*.csv
timeout 150 python3 -m softgen.cli compare --op log_softmax_backward --cols 4096 --dtype bf16 --strategy auto,cluster,block \
  --backend cuda --peers torch 2>&1 | grep -v "^\s*$" | tail -12
