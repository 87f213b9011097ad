#!/usr/bin/env bash
# Exploration run on the device: variants of tunables at a few widths.
export PYTHONUNBUFFERED=1 PYTHONPATH=$PWD SOFTGEN_CACHE_DIR=/tmp/softgen-cache
OUT=${OUT:-out}; mkdir -p "$OUT"
while read -r line; do
  [ -z "$line" ] && continue
  python3 scripts/try_variants.py $line 2>&1 | grep -v Warning
done < "${1:-scripts/explore.txt}" | tee "$OUT/explore.txt"
