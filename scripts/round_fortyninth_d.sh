#!/bin/bash
# Forty-ninth session, round d (H100; carry baseline/h100-before-49d.json, the table before round
# c's entries): round c's entries (bf16 softmax 73100 stage 6 x 16 / 85799 x 8, fp32 backward 525
# warp / 560 block x 256, bf16 softmax_backward 537 / 560 warp x 256) against the table before,
# across their bands; round c's sweep's lowest, each against its neighbours' configs: the 16-bit
# backward at 3519 (95.6, the 4096 entry's cluster) and fp32 at 66266 (95.6-96.4, 65536's stage
# 2 x 16).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{ explore try_matrix.py bf16 auto 71000,72000,73100,75000,77000,80001,81000,82000,83000,84000,85799,88000,90000,93000 \
      strategy=auto strategy=auto,table=h100-before-49d
  for op in softmax_backward log_softmax_backward; do
    explore try_matrix.py op=$op fp32 auto 512,520,525,537,545,560,600,650,700 strategy=auto strategy=auto,table=h100-before-49d
  done
  explore try_matrix.py op=softmax_backward bf16 auto 525,537,545,560,600,650,700 strategy=auto strategy=auto,table=h100-before-49d
  for op in softmax_backward log_softmax_backward; do
    explore try_matrix.py op=$op fp16 block 3300,3519,3833,4096,4500,5000 strategy=auto "" block_size=128 block_size=256
    explore try_matrix.py op=$op fp32 cluster 60000,63000,65536,66266,68000,70001,75000 strategy=auto \
        stage=2,cluster_size=16 stage=1,cluster_size=16 stage=4,cluster_size=16 stage=2,cluster_size=8
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/d.txt"
rm -f "$OUT"/matrix-*.csv
