#!/bin/bash
# Twenty-third session, round j (H100): (1) the shared-memory carveout at 100% where fp32 cluster
# 16 backward stage 1 drops from 99 to 90% of copy (round i: between 197001 and 199001, where two
# staged blocks pass a 196 KB carveout); (2) auto after rounds f-i's entries: fresh random widths
# (seed 34), both backward ops, every dtype; (3) the GPU tests of auto.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 120 python3 scripts/try_carveout.py op=softmax_backward fp32 cluster 197001,199001,205001,215001,225001 stage=1,cluster_size=16
timeout 60 python3 scripts/try_carveout.py op=softmax bf16 cluster 184233,200001 stage=1,cluster_size=8 stage=1,cluster_size=16,block_size=256
R=random=34:24:128:262144
auto_at auto-j-log-bwd op=log_softmax_backward fp32,bf16,fp16 $R
auto_at auto-j-bwd op=softmax_backward fp32,bf16,fp16 $R
rm -f "$OUT"/*.csv
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "auto" 2>&1 | tail -3
