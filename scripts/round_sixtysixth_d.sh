#!/bin/bash
# Sixty-sixth session, round d (H100, one call): small calls after early launch (the launchers
# now go through cuLaunchKernelEx, the compiled path too): scripts/latency.py; then the CUDA
# cluster and online GPU tests, which round b2's timeout left unrun.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
{ timeout 140 python3 scripts/latency.py 2>&1 | grep -v "^\s*$"
  timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "cuda and (cluster or online)" -x 2>&1 | tail -3
} | tee "$OUT/d.txt"
