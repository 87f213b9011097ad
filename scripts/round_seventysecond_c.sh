#!/bin/bash
# Seventy-second session, round c (H200, two calls back to back: `tests softmax log_softmax`, then
# `softmax_backward log_softmax_backward`): the shipped H200 table (softgen/tuning/h200.json, the
# alignment rule and round b's entries: scripts/add_h200_entries.py) out of sample: auto at 24 fresh random widths an op
# (log-uniform 128-262143, seed 7109 + the op's index), every dtype (scripts/try_auto.py: a width
# under 95 timed twice more, the median shown); `tests` first runs the GPU tests of auto and the
# backward kernels on it.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for step in "$@"; do case $step in
  tests) timeout 110 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py \
           -k "auto or backward" -n 8 --dist worksteal -rfE > "$OUT/c-tests.txt" 2>&1
         echo "== tests rc $?"; tail -3 "$OUT/c-tests.txt" ;;
  softmax) seed=7109 ;; log_softmax) seed=7110 ;; softmax_backward) seed=7111 ;; log_softmax_backward) seed=7112 ;;
esac
[ "$step" = tests ] || T=140 auto_at "c-$step" "op=$step" fp32,bf16,fp16 "random=$seed:24:128:262143"
done
rm -f "$OUT"/*.csv
pack_out
