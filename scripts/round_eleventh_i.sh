#!/bin/bash
# Eleventh session: compute-sanitizer memcheck and racecheck on the online forward kernels
# (short rows: the kernel; 131075: the row-cache entry), fp32 and bf16.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
for tool in memcheck racecheck; do
  timeout 250 compute-sanitizer --tool $tool python3 scripts/sanitize.py online 2>&1 | tail -8 | tee "$OUT/sanitize-online-$tool.log"
done
