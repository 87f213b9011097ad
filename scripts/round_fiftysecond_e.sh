#!/bin/bash
# Fifty-second session, round e (H100, one call, about 9 minutes): round d's entries moved to the
# shape's step for odd widths (200711 stage 6 / 200713 stage 1), timed at the step against the
# table before (baseline/h100-before-52d.json, carried); a random sweep (seed 4870); the GPU tests
# of the cluster kernels.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for case in softmax:bf16 softmax:fp16 log_softmax:bf16 log_softmax:fp16; do
  IFS=: read op dt <<< "$case"
  explore try_matrix.py op=$op $dt cluster 200705,200711,200712,200713,200800 strategy=auto \
      strategy=auto,table=h100-before-52d 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/step.txt"
rm -f "$OUT"/matrix-*.csv
sweep e 4870 > "$OUT/sweep-lowest.txt"; grep -v "^== auto" "$OUT/sweep-lowest.txt"
timeout 270 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "cluster" 2>&1 | tail -5 | tee "$OUT/gpu-tests.txt"
