#!/bin/bash
# Ninth session, last: Triton online launch shapes (one program a row where the resident rows fit L2;
# 16-bit rows of 64-128 KB at 16 warps with tiles of up to 8 groups a thread):
# its GPU tests, then the shipped online launchers' % of copy (scripts/online_pct.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 -m pytest -m gpu tests/test_gpu.py -q -x -p no:cacheprovider -k "online and triton" 2>&1 | tail -2
timeout 200 python3 scripts/online_pct.py bf16,fp16,fp32 4096,8192,12345,16384,32768,40000,50000,65536,70000,131072 2>&1 | tee "$OUT/online-pct.txt"
