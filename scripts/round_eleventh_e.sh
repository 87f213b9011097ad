#!/bin/bash
# Eleventh session, part 2: GPU tests of online (both backends, long rows), the fp32 kernel
# against the former single kernel (baseline/online_old, see try_online_entries.py), and the
# shipped online launchers of both backends.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "online" -p no:cacheprovider 2>&1 | tail -8 | tee "$OUT/tests-online.txt"
timeout 100 python3 scripts/try_online_entries.py baseline/online_old fp32,bf16 4096,8192,12345,16384,65536,131072 2>&1 | tee "$OUT/online-entries.txt"
timeout 250 python3 scripts/online_pct.py bf16,fp16,fp32 8192,16384,32768,65536,100000,131072,131075,262144 2>&1 | tee "$OUT/online-pct.txt"
