#!/bin/bash
# Twenty-ninth session, round n (H100): compute-sanitizer memcheck and racecheck on cluster stage 6
# (scripts/sanitize.py lean: both forward ops, three dtypes, clusters of 2-16, unaligned rows).
set -o pipefail
source scripts/device_env.sh
rm -rf "$SOFTGEN_CACHE_DIR"
python3 scripts/sanitize.py lean 2>&1 | tail -3          # compile first, outside the sanitizer
for tool in memcheck racecheck; do
  echo "== $tool"
  timeout 250 compute-sanitizer --tool $tool python3 scripts/sanitize.py lean 2>&1 | grep -v "max abs error" | tail -4
done
