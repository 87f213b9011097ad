#!/bin/bash
# Ninety-ninth session, round g (H200, one call): compute-sanitizer memcheck and racecheck on Triton
# smem's gluon kernel at 4097-57344 (past 32768 the gluon kernel alone; 50001 also through the
# aligned copy).
#     bash scripts/round_ninetyninth_g.sh
export PYTHONPATH=$PWD SOFTGEN_CACHE_DIR=/tmp/sgc; OUT=${OUT:-out}; mkdir -p "$OUT"
for tool in memcheck racecheck; do
  timeout 150 compute-sanitizer --tool $tool python3 scripts/sanitize_gluon.py smem > "$OUT/sanitize-$tool.txt" 2>&1
  echo "== $tool rc $?"; tail -14 "$OUT/sanitize-$tool.txt"
done
