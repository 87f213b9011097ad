#!/bin/bash
# Device script (H100, one call, about a minute): stage 6's 160-thread shapes holding 64 elements
# a thread, at four blocks an SM (plan._ptxas_blocks since notes entry 128: no spills) against
# five (`min_blocks=5`, the plan before: 16-20 bytes of spills), in every band auto serves them
# on the shipped table (16-bit log_softmax x 4 / x 8 / x 16, fp16 softmax x 2 / x 16).  Each kernel
# is validated into a NaN-poisoned output before it is timed.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for dt in bf16 fp16; do
  explore try_matrix.py op=log_softmax $dt auto 36000,37000,38000,72000,76000,80000,81800,144000,150000,157000 \
      strategy=auto strategy=auto,min_blocks=5
done 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/stage6-160.txt"
explore try_matrix.py fp16 auto 18000,18757,19500,144000,150001,157000,163000 strategy=auto strategy=auto,min_blocks=5 \
    2>&1 | grep -v "^   runs\|SpecError" | tee -a "$OUT/stage6-160.txt"
rm -f "$OUT"/matrix-*.csv
