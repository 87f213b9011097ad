#!/bin/bash
# Forty-eighth session, round e (H100): auto on the final table at 24 random widths (seed 4848,
# log-uniform 128-262143) for every op and dtype, trains of 20: any width under the bar or
# far under its neighbours, not timed by an earlier session.  A width under 95 is timed three
# times (try_auto.py).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
T=140 auto_ops e fp32,bf16,fp16 random=4848:24:128:262143
for f in "$OUT"/auto-e-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -6 | cut -c1-120; done
