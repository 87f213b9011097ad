#!/bin/bash
# Ninety-seventh session, round g (H200, one call): every GPU test on the final code (the cluster's
# new forward defaults), then compute-sanitizer memcheck and racecheck on the cluster strategy's
# forward default plans (scripts/sanitize.py cluster: 3001 and 70001 at stage 6, 300001 at stage 7,
# every dtype, rows unaligned and strided).
#     bash scripts/round_ninetyseventh_g.sh
source scripts/device_env.sh
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests -n 8 --dist worksteal -rfE > "$OUT/g-gpu-tests.txt" 2>&1
echo "== tests rc $?"; tail -4 "$OUT/g-gpu-tests.txt"
for tool in memcheck racecheck; do
  timeout $([ $tool = memcheck ] && echo 100 || echo 150) compute-sanitizer --tool $tool python3 scripts/sanitize.py cluster > "$OUT/g-$tool.txt" 2>&1
  echo "== $tool rc $?"; tail -3 "$OUT/g-$tool.txt"
done
