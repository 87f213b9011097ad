#!/bin/bash
# Sixtieth session, round o (H100, one call; carries baseline/h100-before-60n.json, the table
# before fp16 softmax_backward's 9000 entry).  Trains of 20, medians of three.  The 9000 entry
# (CUDA block's default) serves 8200-9672 and aligned widths to 9768 on either backend: against
# the table before at the run's edges and the widths round n did not time; then GPU tests of
# auto's backward and the twins.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
T=150 against_table h100-before-60n softmax_backward fp16 8193,8200,8300,8450,8586,9672,9673,9768,9776 | tee "$OUT/check-9000.txt"
gpu_tests "test_auto_backward or twins or block_entries"
