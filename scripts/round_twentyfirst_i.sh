#!/bin/bash
# Twenty-first session, round i (H100): (1) the GPU tests of the fp32 cluster kernels whose packs
# now start on 32-byte sectors; (2) fp32 forward stage 1 at 256-thread blocks against the default
# plan (round h: 97.6-98.2 against 94.4-95.9 at 96000-112000); (3) softmax_backward fp32 and
# softmax bf16 configs where auto was short in round h (137823-176036).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 240 python3 -m pytest -q -x tests/test_gpu.py -k "sector_phases or (cluster_stages and fp32) or (staged_copy_paths and fp32) or cluster_rows_in_rounds" 2>&1 | tail -4
W=33218,38093,46448,53823,71197,89066,100000,111008,123035,137823,170570,205123,238877
timeout 100 python3 scripts/try_matrix.py fp32 cluster $W "" block_size=256
timeout 100 python3 scripts/try_matrix.py op=log_softmax fp32 cluster $W "" block_size=256
C=stage=2,cluster_size=16
timeout 100 python3 scripts/try_matrix.py op=softmax_backward fp32 cluster 131072,137823,150001,170570,176036,205123 \
    "" align=2 $C $C,align=2 stage=1,cluster_size=16 stage=3,cluster_size=16
timeout 100 python3 scripts/try_matrix.py bf16 cluster 131072,134001,137823,142000,150001 "" stage=1,cluster_size=16 \
    cluster_size=8,block_size=256,exchange=2 cluster_size=8 stage=1,cluster_size=16,block_size=128,async_copy=1,exchange=2 cluster_size=4,block_size=256
