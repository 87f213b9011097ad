#!/bin/bash
# Twenty-first session, round k (H100): (1) the fp32 cluster GPU tests again with round j's
# 256-thread blocks; (2) configs that might hold up across softmax_backward fp32 137823-205123
# and softmax bf16 131072-160000, where auto was short in round h.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -x tests/test_gpu.py -k "sector_phases or (cluster_stages and fp32) or (staged_copy_paths and fp32) or cluster_rows_in_rounds" 2>&1 | tail -3
C=stage=1,cluster_size=16
timeout 120 python3 scripts/try_matrix.py op=softmax_backward fp32 cluster 137823,145000,152001,160000,168000,176036,190001,205123 \
    "" $C $C,block_size=256 stage=3,cluster_size=16
timeout 120 python3 scripts/try_matrix.py bf16 cluster 131072,134001,137823,141000,145000,150001,155001,160000 \
    $C,block_size=128,async_copy=1,exchange=2 $C,block_size=128 $C,async_copy=1 $C,exchange=2
