#!/bin/bash
# Thirty-fourth session, round i (H100): stage 7's exchange by blocks an SM (every warp's partial
# at one or two, mbarriers at three; plan._exchange).  The table's stage 7 entries at two blocks
# whose kernel that changes, against mbarriers (exchange=1), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
S7=stage=7,cluster_size=16
REPEAT=3 T=120 explore try_matrix.py fp32 cluster 400000,460000,524288 $S7 $S7,exchange=1
REPEAT=3 T=100 explore try_matrix.py op=log_softmax fp32 cluster 460000,500000 $S7 $S7,exchange=1
REPEAT=3 T=100 explore try_matrix.py bf16 cluster 800000 $S7,block_size=384 $S7,block_size=384,exchange=1 $S7,block_size=320
REPEAT=3 T=100 explore try_matrix.py op=log_softmax bf16 cluster 700000 $S7,block_size=384 $S7,block_size=384,exchange=1
