#!/bin/bash
# Fifty-sixth session, round f (H100, one call): round e's leads in their bands: fp32 softmax
# 2049-2999 Triton block without the 16-byte stride hint (vec=1; probe_liger_style.py "ours-hint"
# +0.3-0.5 at 2100-2488, where liger led), bf16 softmax 5500-8400 block x 512 / Triton block
# (+0.4-0.8 at 6368-7600); trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=3 T=150 matrices scripts/fiftysixth/leads-f.txt | grep -v "^   runs" | tee "$OUT/leads.txt"
