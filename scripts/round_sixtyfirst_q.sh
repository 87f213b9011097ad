#!/bin/bash
# Sixty-first session, round q (H100, one call).  The forward ops on the final code and table at
# 24 fresh random widths a dtype (log-uniform 128-262143, seed 6111; scripts/try_auto.py, single
# runs, not allocating), every width validated first; then the four lowest of each op.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=250 auto_ops q fp32,bf16,fp16 "random=6111:24:128:262143" softmax log_softmax
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-q-*.txt; do echo "== lowest, $(basename $f)"
  grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -4 | cut -c1-120; done
