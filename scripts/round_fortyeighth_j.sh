#!/bin/bash
# Forty-eighth session, round j (H100; carry baseline/h100-before-j.json): round i found the
# 16-bit backward at 82-90 just past 262144 (262145-266039, served by the 262144 entry; the
# 270000 entry's stage 4 x 16 ran 100.2-100.4): stage 4 x 16 from 262145 in both backward ops,
# against the table before; and auto just past 262144 in the other ops and dtypes, for holes
# alike.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  for dt in bf16 fp16; do
    explore try_matrix.py op=$op $dt auto 262144,262145,262152,263000,264000,265000,266048,266049,268000,270000 \
        strategy=auto strategy=auto,table=h100-before-j 2>&1 | grep -v "^   runs"
  done
done
export REPEAT=1
for op in softmax log_softmax; do for dt in fp32 bf16; do
  explore try_matrix.py op=$op $dt auto 262145,263000,265000,266048,268000 strategy=auto 2>&1 | grep -v "^   runs"
done; done
explore try_matrix.py op=softmax_backward fp32 auto 262145,263000,265000,266048,268000 strategy=auto 2>&1 | grep -v "^   runs"
