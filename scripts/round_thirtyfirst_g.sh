#!/bin/bash
# Thirty-first session, round g (H100): the session's final kernels (lean register row with the
# fold, no aligned loop): the GPU tests of the CUDA register-row kernels and Nsight Compute on CUDA
# warp at bf16 512 / 1024 (device_env.sh ncu_summary).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
timeout 360 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py -x -p no:cacheprovider \
  -k "folded or (random_rows and cuda and (warp or block)) or (special_values and cuda) or (log_softmax and cuda) or cluster_stages or emit" \
  2>&1 | tail -3
ncu_summary g-warp-bf16-512 warp 512 bf16 cuda
ncu_summary g-warp-bf16-1024 warp 1024 bf16 cuda
