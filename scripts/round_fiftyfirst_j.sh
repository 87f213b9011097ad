#!/bin/bash
# Fifty-first session, round j (H100, the call after round i on the same machine; run as one
# command line): auto at 24 random widths (seed 4867), every op and dtype, on the final table.
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20; rm -f "$TABLE"
T=140 auto_ops j fp32,bf16,fp16 random=4867:24:128:262143; rm -f "$OUT"/*.csv
for f in "$OUT"/auto-j-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -4 | cut -c1-120; done
