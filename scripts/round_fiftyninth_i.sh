#!/bin/bash
# Fifty-ninth session, round l (H100, one call): auto softmax on the final table at 24 fresh random
# widths a dtype (seed 5901, 128-262143, odd widths included), trains of 20, and the lowest four.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
T=240 auto_ops fiftyninth-l fp32,bf16,fp16 "random=5901:24:128:262143" softmax
grep -E "^ *(fp32|bf16|fp16) " "$OUT"/auto-fiftyninth-l-softmax.txt | sort -k3 -n | head -6
rm -f "$OUT"/*.csv
