#!/bin/bash
# Thirty-fourth session, round m (H100): backward stage 4 where dy's slice outgrows the
# registers (the rest of dy streamed twice, as stage 3 streams all of it).  `m1`: its GPU test
# and stage 4's; `m2 OP DTYPE WIDTHS`: stage 4 against stage 3 and auto, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  m1) timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -k "backward_stage4_dy_rest or backward_y_staged" 2>&1 | tail -4 ;;
  m2) REPEAT=3 T=${T:-200} explore try_matrix.py op=$2 $3 cluster $4 \
        stage=4,cluster_size=16 stage=4,cluster_size=16,block_size=512 stage=3,cluster_size=16 strategy=auto ;;
esac
# m3 OP DTYPE WIDTHS: stage 4 with the rest streamed at 768 and 1024 threads (m2: 576 threads
# lost to stage 3 at bf16 600000-700000 and 1024 won at 850000-1000000)
case $1 in
  m3) REPEAT=3 T=${T:-150} explore try_matrix.py op=$2 $3 cluster $4 \
        stage=4,cluster_size=16,block_size=768 stage=4,cluster_size=16,block_size=1024 stage=3,cluster_size=16 ;;
esac
# m4 OP DTYPE: stage 4 against stage 3 at 850000 and 1000000
case $1 in
  m4) REPEAT=3 T=90 explore try_matrix.py op=$2 $3 cluster 850000,1000000 stage=4,cluster_size=16 stage=3,cluster_size=16 ;;
esac
# m5 OP DTYPE: stage 3 against stage 4 (dy's rest streamed, 576 threads) at 560000-600000, where
# 524288's stage 4 entry now serves (round n: 75-82 against stage 3's 86-87)
case $1 in
  m5) REPEAT=3 T=90 explore try_matrix.py op=$2 $3 cluster 560000,600000 stage=3,cluster_size=16 stage=4,cluster_size=16 ;;
esac
# m6 OP DTYPE: just past 524288 (round n2: 530000 73-75 on 524288's stage 4 with a rest)
case $1 in
  m6) REPEAT=3 T=90 explore try_matrix.py op=$2 $3 cluster 528000,535000 stage=3,cluster_size=16 stage=4,cluster_size=16 ;;
esac
# m7 OP: fp32 backward where no entry plans (y's slice outgrows shared memory): stage 0 (both
# tensors read twice) at 8 and 16 blocks against auto's fallback
case $1 in
  m7) REPEAT=3 T=120 explore try_matrix.py op=$2 fp32 cluster 900000,1000000 stage=0,cluster_size=16 \
        stage=0,cluster_size=16,block_size=1024 stage=0,cluster_size=8 strategy=auto ;;
esac
