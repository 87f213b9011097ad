#!/bin/bash
# Thirty-fourth session, round e (H100): GPU tests after intermediate_out (RegisterRow and
# ExpRow share it: warp, block, cluster stages 2 and 5-7) and torch_ops' launch-path check
# (clusters over 8 blocks), forward only.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
timeout 420 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_torch_ops.py tests/test_fast_launch.py \
  -k "not backward and not triton and not online and (cluster_stage or special_values or log_softmax or slices_far or edges_read or torch_ops or fast_launch or small_calls or drop)" 2>&1 | tail -6
