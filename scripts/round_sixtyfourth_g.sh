#!/bin/bash
# Sixty-fourth session, round g (H100, one call).  Entries still on the cluster's default plan
# (notes "Next"): 16-bit softmax_backward 262144 (97.6-97.7), fp16 backward 4096 and
# log_softmax_backward fp16 17000; stage 1 / 2 / 4 and block shapes across their bands against
# auto.  And bf16 softmax 86000-97280, where quack leads by 0.3-0.8 (allocating): x 16 with bulk
# stores at 128 (eight blocks) / 192 / 256 threads.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster"
{ for dt in bf16 fp16; do
    T=120 explore try_matrix.py op=softmax_backward $dt auto 258576,260000,262000,262144 strategy=auto \
      $c,stage=4,cluster_size=16 $c,stage=1,cluster_size=16 $c,stage=2,cluster_size=16 $c,stage=2,cluster_size=16,bulk_store=1
  done
  for op in softmax_backward log_softmax_backward; do
    T=100 explore try_matrix.py op=$op fp16 auto 4096,4400,5000,5792 strategy=auto \
      $c,stage=2,cluster_size=2 $c,stage=2,cluster_size=2,block_size=256 strategy=block,block_size=128 strategy=block
  done
  T=100 explore try_matrix.py op=log_softmax_backward fp16 auto 16696,17000,18000,18432 strategy=auto \
    $c,cluster_size=4,block_size=256 $c,stage=1,cluster_size=4 $c,stage=2,cluster_size=4 $c,stage=1,cluster_size=8
  T=120 explore try_matrix.py bf16 auto 86000,88000,90000,92000,95424,97280 strategy=auto \
    $c,stage=6,cluster_size=16,block_size=128,blocks_per_sm=8,bulk_store=1 $c,stage=6,cluster_size=16,block_size=192,bulk_store=1 \
    $c,stage=6,cluster_size=16,block_size=256,bulk_store=1
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
