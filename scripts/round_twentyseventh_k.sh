#!/bin/bash
# Twenty-seventh session, round k (H100): fp32 widths under the 32768 entry that round j found
# under 95 with its stage 5 x 16 (21638 88, 25471 94): stage 5 at 4, 8 and 16 blocks and the
# default cluster plan (the entry's config before), both ops; log_softmax 65535's entry.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for op in softmax log_softmax; do
  T=200 explore try_matrix.py op=$op fp32 cluster 20000,21638,23000,24000,25471,27224,29000,32768,40000,65535 \
    strategy=auto "" stage=5,cluster_size=4 stage=5,cluster_size=8 stage=5,cluster_size=16
done
