#!/bin/bash
# Ninth session, first round: the Triton online GPU tests with rows split into a head, an
# aligned body and a tail, then try_triton_online_peel.py against the kernel before the split
# (rendered into baseline/ from the parent commit).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 240 python3 -m pytest -m gpu tests/test_gpu.py -q -x -p no:cacheprovider -k "online and triton" 2>&1 | tail -4
timeout 330 python3 scripts/try_triton_online_peel.py baseline/ 2>&1 | tee "$OUT/peel.txt"
