#!/bin/bash
# Seventy-third session, round k (H200, one call; carry baseline/): the final table at fresh
# 16-bit backward rows not a multiple of 16 bytes (seed 7313: 90937,176026,109646,160607,184983,154182), between rounds i-j's
# stage 4 entries, beside the table before the session (baseline/h200-72f.json), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for op in softmax_backward log_softmax_backward; do for dt in bf16 fp16; do
  T=100 explore try_matrix.py op=$op $dt auto 90937,176026,109646,160607,184983,154182 strategy=auto strategy=auto,table=h200-72f | peer_rows | tee "$OUT/k-$op-$dt.txt"
done; done
rm -f "$OUT"/*.csv
