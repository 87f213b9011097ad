#!/bin/bash
# Fifty-third session, round w (H100, one call, on the final table): the merged stage 6 GPU tests'
# row builder (tests/test_gpu.py::_stage6_rows), then scripts/hole_finder.sh over 32768-262144
# (12 random widths a dtype, seed 5500) against stage 6 x 8 and x 16 at their defaults.
set -o pipefail
source scripts/device_env.sh
gpu_tests "stage6_tight or fourth_block"
bash scripts/hole_finder.sh 32768 262144 5500 12 "softmax log_softmax" "bf16 fp16 fp32" \
    strategy=cluster,cluster_size=8,stage=6 strategy=cluster,cluster_size=16,stage=6
