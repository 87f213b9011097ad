#!/bin/bash
# Ninth session, third round: Triton backward block / smem with odd-width rows peeled:
# try_triton_backward_peel.py against the kernels before (baseline/), then the Triton backward GPU tests.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/try_triton_backward_peel.py baseline/ 2>&1 | tee "$OUT/backward-peel.txt"
timeout 150 python3 -m pytest -m gpu tests/test_gpu.py -q -x -p no:cacheprovider -k "backward and triton" 2>&1 | tail -3
