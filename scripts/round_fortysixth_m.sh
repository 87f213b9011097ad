#!/bin/bash
# Forty-sixth session, round m (H100; carry baseline/h100-old.json): auto with the table's plain-store
# entries (16-bit softmax 128 and 192-512, bf16 log_softmax 128, fp32 softmax 128 / 256 at 32 lanes
# x 128) against the table before, at random widths (seed 71) from 128 to 640 and 128 / 256 / 512,
# both forward ops, every dtype; trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
w=128,129,133,134,139,162,167,173,174,176,195,215,223,224,230,256,347,363,389,435,475,480,512,622,638
for op in softmax log_softmax; do
  for dt in bf16 fp16 fp32; do
    T=200 explore try_matrix.py op=$op $dt auto $w strategy=auto,table=h100-old strategy=auto | grep -v "^   runs"
  done
done
