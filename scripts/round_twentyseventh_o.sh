#!/bin/bash
# Twenty-seventh session, round o (H100): cluster stage 5 under compute-sanitizer (memcheck,
# racecheck: both forward ops, fp32 and bf16, portable and 16-block clusters, unaligned rows).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
for tool in memcheck racecheck; do
  timeout 250 compute-sanitizer --tool $tool python3 scripts/sanitize.py exps 2>&1 | tail -4
done
