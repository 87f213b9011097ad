#!/bin/bash
# Fifty-second session, round d (H100, one call, about 6 minutes): the 16-bit forward entries of
# notes entry 131 (stage 6 x 16 at 224 x 7, four blocks an SM, 196616-200704, and stage 1 just
# past the shape's step) against the table before them (baseline/h100-before-52d.json, carried),
# both on the plan with the fourth block; then the GPU tests of stage 6 and auto.  Trains of 20,
# medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
W=196620,197500,198000,199001,200000,200001,200400,200703,200704,200705,200712,201000,202000
for case in softmax:bf16 softmax:fp16 log_softmax:bf16 log_softmax:fp16; do
  IFS=: read op dt <<< "$case"
  explore try_matrix.py op=$op $dt cluster $W strategy=auto strategy=auto,table=h100-before-52d 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/entries.txt"
rm -f "$OUT"/matrix-*.csv
timeout 260 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py \
    -k "auto or fourth_block or tight_registers or far_below" 2>&1 | tail -5 | tee "$OUT/gpu-tests.txt"
