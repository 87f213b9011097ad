#!/bin/bash
# Ninth session, last: Triton online with one program a row where the resident rows fit L2:
# its GPU tests, then the shipped online launchers' % of copy (scripts/online_pct.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 -m pytest -m gpu tests/test_gpu.py -q -x -p no:cacheprovider -k "online and triton" 2>&1 | tail -2
timeout 200 python3 scripts/online_pct.py bf16,fp16,fp32 4096,8192,12345,16384,32768,50000,65536,131072 2>&1 | tee "$OUT/online-pct.txt"
