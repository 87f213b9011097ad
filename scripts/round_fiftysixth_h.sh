#!/bin/bash
# Fifty-sixth session, round h (H100, one call): probe_liger_style.py at fp32 2100-2488 with the
# hint-free one-program-a-row kernel inside softgen's row loop (ours-hint+loop) and softgen's
# Triton block at vec=1 (round f: 94-98 there, where ours-hint ran 100.9-101.3 in round e); is
# the row loop what costs element-by-element loads?  Trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
cd scripts && timeout 200 python3 probe_liger_style.py 2100,2308,2488 3 2>&1 | grep -v "^\s*$" | tee "$OUT/liger-style.txt"
