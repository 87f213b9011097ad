#!/bin/bash
# Forty-ninth session, round n (H100): the final table (after round m's entries), auto at 24 more
# random widths (seed 4857, log-uniform 128-262143), every op and dtype.  Trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
T=140 auto_ops n fp32,bf16,fp16 random=4857:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-n-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
