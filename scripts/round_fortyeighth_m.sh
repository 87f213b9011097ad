#!/bin/bash
# Forty-eighth session, round m (H100): auto on the final table at 24 more random widths (seed
# 4850, log-uniform 128-262143), every op and dtype, as rounds e and g.  Trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
T=140 auto_ops m fp32,bf16,fp16 random=4850:24:128:262143
for f in "$OUT"/auto-m-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
