#!/bin/bash
# Ninety-fifth session, round e (H200, one call): every GPU test on the final code (RegisterRow's
# packs through a Mem policy now, for warp, block and cluster too), eight workers, 420 s at most.
#     bash scripts/round_ninetyfifth_e.sh
source scripts/device_env.sh
timeout 420 python3 -m pytest -q -p no:cacheprovider -m gpu tests -n 8 --dist worksteal -rfE > "$OUT/e-gpu-tests.txt" 2>&1
echo "== tests rc $?"; tail -4 "$OUT/e-gpu-tests.txt"
