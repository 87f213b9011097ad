#!/bin/bash
# Ninety-ninth session, round f (H200, one call): every GPU test on the session's final code, then
# auto for backend "triton" on the table with Triton smem's new entries (scripts/ninetyninth_entries.py)
# at fresh 16-bit widths 34567-57100, Triton online (its pick before) beside (scripts/ninetyninth_f.txt).
#     bash scripts/round_ninetyninth_f.sh
source scripts/device_env.sh; export COLUMNS=200
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests -n 8 --dist worksteal -rfE > "$OUT/f-gpu-tests.txt" 2>&1
echo "== gpu tests rc $?"; tail -5 "$OUT/f-gpu-tests.txt"
SESSION=ninetyninth matrices_round f 100
pack_out
