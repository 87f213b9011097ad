#!/bin/bash
# Twenty-sixth session, round a (H100): cluster backward stage 4 (y's slice copied into shared
# memory with cp.async, dy's held in registers: both on chip at two blocks an SM).  (1) its GPU
# tests; (2) fp32 backward 190000-262144, both ops, against the table's stage 2 x 16 at 512 and
# stage 3 x 16 at 480 (94.4-96.0 there, twenty-fifth session round o).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "y_staged or (rows_in_rounds and -4-)" 2>&1 | tail -3
export T=240
S=cluster_size=16
W=190000,199001,210001,229633,236968,250001,262144
explore try_matrix.py op=softmax_backward fp32 cluster $W stage=2,$S,block_size=512 stage=3,$S,block_size=480 \
  stage=4,$S stage=4,$S,block_size=576 stage=4,$S,block_size=384 stage=4,$S,block_size=1024 stage=4,$S,exchange=0
explore try_matrix.py op=log_softmax_backward fp32 cluster $W stage=2,$S,block_size=512 stage=3,$S,block_size=480 \
  stage=4,$S stage=4,$S,block_size=576
rm -f "$OUT"/matrix-*.csv
