#!/bin/bash
# Eleventh session: the online held entry.  GPU tests of online (both backends, long rows),
# compute-sanitizer on the online entries, and the shipped launchers on long rows.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "online or auto" -p no:cacheprovider 2>&1 | tail -6 | tee "$OUT/tests-online.txt"
for tool in memcheck racecheck; do
  timeout 120 compute-sanitizer --tool $tool python3 scripts/sanitize.py online 2>&1 | tail -8 | tee "$OUT/sanitize-online-$tool.log"
done
timeout 150 python3 scripts/online_pct.py fp32,bf16,fp16 32768,65536,131072,131075,262144 2>&1 | tee "$OUT/online-pct.txt"
