#!/bin/bash
# Seventy-second session, round e (H200, one call): the final H200 table (scripts/add_h200_entries.py
# with rounds b and d): the GPU tests of auto and the backward kernels, then auto at round c's
# widths under 95 (round d timed the kernels entered there) and 12 fresh random widths an op
# (log-uniform 128-262143, seed 7113 + the op's index), every dtype (scripts/try_auto.py).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
auto_tests e-tests
seed=7113
for op in softmax log_softmax softmax_backward log_softmax_backward; do
  w=$(awk -v op=$op '$1 == op {print $3}' scripts/seventysecond_d.txt | paste -sd,)
  T=110 auto_at "e-$op" "op=$op" fp32,bf16,fp16 "$w,random=$seed:12:128:262143"
  seed=$((seed + 1))
done
rm -f "$OUT"/*.csv
