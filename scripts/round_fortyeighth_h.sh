#!/bin/bash
# Forty-eighth session, round h (H100): 16-bit log_softmax_backward 160001-262144, where round g
# found 246418 at 93.5-93.9 (stage 3 x 16 at 256 threads from the 236968 entry) and entry 126
# had moved softmax_backward alone to stage 4 (99.9-102.6 where stage 3 gave 94.9-97.3): the
# entries' configs against stage 4 x 16 and stage 1 x 16.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for dt in bf16 fp16; do
  explore try_matrix.py op=log_softmax_backward $dt cluster 160001,170000,180000,200001,218000,236968,246418,255000,262143,262144 \
      strategy=auto "" stage=4,cluster_size=16 stage=3,cluster_size=16,block_size=256 stage=1,cluster_size=16 \
      2>&1 | grep -v "^   runs\|SpecError"
done
