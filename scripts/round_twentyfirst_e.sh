#!/bin/bash
# Twenty-first session, round e (H100): cluster forward with the packs' grid and slices on
# 32-byte L2 sectors (align=2, LaunchPlan.align_packs) against 16 bytes (align=1, as shipped
# before), in the same run.  Round d: the slow neighbours read 1.5x the L2 sectors.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=34000,39001,44000,51001,58000,66666,77777,86000,86500,87000,89000,92000,95000,105001,117000,132000,134000,134001,136000,152000,175001,196000,225001,250000
C=stage=1,cluster_size=16
timeout 500 python3 scripts/try_matrix.py fp32 cluster $W align=1 align=2 $C,align=1 $C,align=2 $C,exchange=2,align=1 $C,exchange=2,align=2 \
    $C,async_copy=1,exchange=2,align=1 $C,async_copy=1,exchange=2,align=2 stage=2,cluster_size=16,align=1 stage=2,cluster_size=16,align=2
