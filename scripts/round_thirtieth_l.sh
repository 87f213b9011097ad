#!/bin/bash
# Thirtieth session, round l (H100): after the fp32 128 entries: auto at 128-170 in fp32, and
# the GPU tests of compare (run's timing rounds changed) and the drop-ins.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
auto_ops l fp32 128,131,138,150,170 softmax log_softmax
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -k "compare or tune" tests/test_torch_ops.py 2>&1 | tail -2
