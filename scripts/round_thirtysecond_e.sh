#!/bin/bash
# Thirty-second session, round e (H100): 16-bit rows of 524288-650000 (auto 75-93 in round d2:
# stage 1 x 16 from the 524288 / 600000 entries), stage 1 at 128 / 256 / 512 threads and stage 0
# beside auto, medians of three; the table itself is not changed here.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
REPEAT=3 T=300 explore try_matrix.py bf16 cluster 524288,536199,556433,577231,615981,650000 \
  stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=512 stage=1,cluster_size=16,block_size=128 \
  stage=0,cluster_size=16 strategy=auto
