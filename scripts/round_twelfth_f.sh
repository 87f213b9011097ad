#!/bin/bash
# Twelfth session: fp16 online's row-cache entry at two blocks an SM (plan.cached_min_blocks)
# against the parent commit's fp16 online (baseline/fp16_old, rendered with the parent's
# package), same run; the online GPU tests; compute-sanitizer on the online entries.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/try_online_entries.py baseline/fp16_old fp16 32768,50000,65536,80000,100000,131072,131075,262144 2>&1 | tee "$OUT/online-fp16-cached2.txt"
timeout 240 python3 -m pytest -q -m gpu tests/test_gpu.py -k "online and not triton" -p no:cacheprovider 2>&1 | tail -3 | tee "$OUT/tests-online.txt"
for tool in memcheck racecheck; do
  timeout 120 compute-sanitizer --tool $tool python3 scripts/sanitize.py online 2>&1 | tail -12 | tee -a "$OUT/sanitize-online.txt"
done
