#!/bin/bash
# Twenty-first session, round f (H100): cluster packs aligned to 32 bytes (align=2) against 16
# (align=1) for bf16 softmax and log_softmax fp32, and fp32 softmax variants of the default
# plan with align=2 (round e: the default plan with align=2 at 95-98% of copy from 34000 to
# 196000 but for 66666 and 134001; cluster_size 8 beyond 200000 at 83-90).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=34000,39001,44000,51001,58000,66666,77777,86000,86500,87000,89000,92000,95000,105001,117000,132000,134000,134001,136000,152000,175001,196000,225001,250000
C=stage=1,cluster_size=16
timeout 190 python3 scripts/try_matrix.py fp32 cluster $W async_copy=1,align=2 async_copy=0,align=2 cluster_size=16,align=2 cluster_size=16,async_copy=1,align=2
timeout 200 python3 scripts/try_matrix.py bf16 cluster $W align=1 align=2 $C,align=2 cluster_size=16,align=2
timeout 180 python3 scripts/try_matrix.py op=log_softmax fp32 cluster $W align=1 align=2 cluster_size=16,align=2
