#!/bin/bash
# Fifty-first session, round k (H100, one call): the first widths where a register-holding
# cluster entry of the fp32 backward steps to another shape inside its band
# (scripts/audit_stage6_steps.py, now every register stage and op; round g's hole was one such
# step: stage 2 x 8 doubling its block at 16392), auto against the cluster default and stage 1
# x 16.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp32 cluster 18047,20514,24613,66060,73787,98837,147678 strategy=auto "" \
      stage=1,cluster_size=16 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
