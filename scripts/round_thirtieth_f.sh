#!/bin/bash
# Thirtieth session, round f (H100): after round b/e's entries and the drop-ins' small-call rule
# (Triton picks serve inputs of 64 MB and more only): the GPU tests of the drop-ins, the fast
# launch and auto, then the time per call on small inputs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=200
rm -f "$TABLE"
timeout 400 python3 -m pytest -q -m gpu tests/test_torch_ops.py tests/test_fast_launch.py tests/test_auto.py 2>&1 | tail -4
timeout 180 python3 scripts/latency.py --drop-in-only 2>&1 | tail -18
