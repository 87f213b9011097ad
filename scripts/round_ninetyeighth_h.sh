#!/bin/bash
# Ninety-eighth session, round h (H200, one call): every GPU test on the session's final code.
#     bash scripts/round_ninetyeighth_h.sh
source scripts/device_env.sh
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests -n 8 --dist worksteal -rfE > "$OUT/h-gpu-tests.txt" 2>&1
echo "== gpu tests rc $?"; tail -5 "$OUT/h-gpu-tests.txt"
