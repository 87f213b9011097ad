#!/bin/bash
# Twenty-fourth session, round i (H100): fp32 softmax_backward 199001-236968 (94.5-95.7 in the
# table's stage 2 x 16 at 512 threads): stage 3 (y staged, 50-60 KB a block) at 512-1024 threads
# and stage 1 at 576, against the entry's config.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=120
S="cluster_size=16"
explore try_matrix.py op=softmax_backward fp32 cluster 199001,215000,236968 stage=2,$S,block_size=512 stage=3,$S,block_size=512 \
  stage=3,$S,block_size=576 stage=3,$S,block_size=1024 stage=1,$S,block_size=576 stage=1,$S,block_size=1024
rm -f "$OUT"/matrix-*.csv
