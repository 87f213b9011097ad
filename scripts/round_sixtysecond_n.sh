#!/bin/bash
# Sixty-second session, round n (H100, one call).  fp32 gained from stage 6 with bulk stores at
# x 2-x 16 over 2895-190000 (notes entry 144); in 16 bits bulk stores lost at x 16 (entry 140).
# Smaller clusters in 16 bits: bf16 / fp16 softmax 3000-24000, x 2 / x 4 / x 8 with bulk stores
# against auto, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,bulk_store=1"
{ for dt in bf16 fp16; do
    T=130 explore try_matrix.py $dt auto 3000,4200,6000,8200,12345,16000,24000 strategy=auto \
      $c,cluster_size=2,block_size=128 $c,cluster_size=4,block_size=128 $c,cluster_size=4,block_size=256 \
      $c,cluster_size=8,block_size=128
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
