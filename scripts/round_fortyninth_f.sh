#!/bin/bash
# Forty-ninth session, round f (H100; carry baseline/h100-before-49f.json, the table before round
# e's entries): round e's entries against the table before, across their bands (bf16 softmax
# 81920-82001 stage 6 x 16 / x 8 pairs, fp32 backward 516 smem, the 16-bit backward 4095 block,
# fp32 backward 90000 / 90001 stage 2 x 16); then round e's lowest, 16-bit softmax and fp32
# log_softmax at 200001-203000 (95.6-96.5 at 201645), against the cluster's other stages.
# Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{ explore try_matrix.py bf16 auto 81000,81500,81920,81921,81960,82000,82001,82500,83000 strategy=auto strategy=auto,table=h100-before-49f
  for op in softmax_backward log_softmax_backward; do
    explore try_matrix.py op=$op fp32 auto 512,513,514,516,518,520,524 strategy=auto strategy=auto,table=h100-before-49f
    explore try_matrix.py op=$op fp16 auto 3962,4000,4050,4088,4095,4096,4100,4136 strategy=auto strategy=auto,table=h100-before-49f
    explore try_matrix.py op=$op fp32 auto 85799,88000,90000,90001,93000,94000,95001,100000 strategy=auto strategy=auto,table=h100-before-49f
  done
  for dt in bf16 fp16; do
    explore try_matrix.py $dt cluster 200001,201000,201645,202500,203000 strategy=auto stage=6,cluster_size=16,block_size=256 \
        stage=1,cluster_size=16,block_size=256 stage=7,cluster_size=16 stage=2,cluster_size=16 stage=5,cluster_size=16
  done
  explore try_matrix.py op=log_softmax fp32 cluster 200001,201645,203000 strategy=auto stage=6,cluster_size=16 \
      stage=1,cluster_size=16 stage=5,cluster_size=16 stage=7,cluster_size=16
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/f.txt"
rm -f "$OUT"/matrix-*.csv
