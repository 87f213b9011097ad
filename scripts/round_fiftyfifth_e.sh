#!/bin/bash
# Fifty-fifth session, round e (H100, one call): scripts/probe_liger_style.py, liger's fp32 softmax
# kernel against ours one difference at a time (round d: liger +0.3-0.8 at 476-2488), trains of
# 20, medians of three rounds.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
cd scripts && timeout 400 python3 probe_liger_style.py 476,496,552,600,632,704,1392,2488,3364 3 2>&1 \
  | grep -v "^\s*$" | tee "$OUT/liger-style.txt"
