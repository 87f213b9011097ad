#!/bin/bash
# Twenty-first session, round b (H100): cluster configs at widths between the table's long
# entries (round a: auto fp32 66666 84, 95000 88, 37000 91, 210000 92; the same config
# 87 / 101 at 90001 by exchange alone): which configs hold up across widths.
#   1: fp32 softmax;  2: log_softmax fp32;  3: bf16 softmax
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
PART=${1:-1}
W=34000,39001,44000,51001,58000,66666,77777,86000,95000,105001,117000,134001,152000,175001,196000,225001,250000
C=stage=1,cluster_size=16
case $PART in
1) timeout 580 python3 scripts/try_matrix.py fp32 cluster $W "" $C $C,exchange=2 $C,async_copy=1 $C,async_copy=1,exchange=2 \
       stage=1,cluster_size=8,exchange=2 stage=2,cluster_size=16 $C,block_size=128,exchange=2 ;;
2) timeout 580 python3 scripts/try_matrix.py op=log_softmax fp32 cluster $W "" $C $C,exchange=2 $C,async_copy=1 \
       $C,async_copy=1,exchange=2 stage=1,cluster_size=8,exchange=2 stage=2,cluster_size=16 ;;
3) timeout 580 python3 scripts/try_matrix.py bf16 cluster $W "" $C $C,exchange=2 cluster_size=8,block_size=256,exchange=2 \
       cluster_size=4 cluster_size=8 $C,block_size=128,async_copy=1,exchange=2 ;;
esac
