#!/bin/bash
# Seventy-fourth session, round b (H200, one call): auto's picks with and without "warps_bound"
# (auto._carries: a cluster stage 6 entry serves no width where its kernel runs fewer blocks an SM
# than at its own width), the middle width each run of moved widths, twice (single runs each).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for i in 1 2; do
  TIME=1 timeout ${T:-200} python3 scripts/try_table_rule.py h200 warps_bound softmax log_softmax 2>&1 | tee "$OUT/b-warps-$i.txt"
done
