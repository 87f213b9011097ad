#!/bin/bash
# Thirty-fifth session, round s (H100): after pass 1 on packs (40 registers), held tiles in fp16
# (held=N, LaunchPlan.held_override: entry 56 found fp16 losing with them at 125 registers) and a
# third held tile in bf16, at the widths where one block an SM gets the shared memory.
# (held=N lived at commit a89eafb; the rule took fp16's three tiles after this round.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py fp16 online 131072,200000,262144 "" held=1 held=2 held=3 | tee "$OUT/s-fp16.txt"
REPEAT=3 T=150 explore try_matrix.py bf16 online 131072,262144 "" held=1 held=3 | tee "$OUT/s-bf16.txt"
