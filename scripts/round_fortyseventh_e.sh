#!/bin/bash
# Forty-seventh session, round e (H100): round d's leads mapped over widths.  bf16 softmax and
# log_softmax: cluster stage 6 (+2 to +4 at 180000-190001) and stage 1 at 256 threads (the
# table's 200000) against auto from 131073 to 215000; the backward's stages 1 and 4 (+5 to +6
# at 180000-236968 over the table's stage 3) from 150001 to 262143, every dtype; trains of 20,
# medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for op in softmax log_softmax; do
  T=200 explore try_matrix.py op=$op bf16 cluster 131073,140000,150001,163840,170000,180000,190001,196608,198000,200001,210001,215000 \
      strategy=auto stage=6,cluster_size=16 stage=1,cluster_size=16,block_size=256 2>&1 | grep -v "^   runs\|SpecError"
done
for dt in bf16 fp16 fp32; do
  T=200 explore try_matrix.py op=softmax_backward $dt cluster 150001,165000,200000,215000,225000,236968,245000,250000,255000,262143 \
      strategy=auto stage=1,cluster_size=16 stage=4,cluster_size=16 2>&1 | grep -v "^   runs\|SpecError"
done
