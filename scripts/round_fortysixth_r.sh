#!/bin/bash
# Forty-sixth session, round r (H100; carry baseline/h100-old.json, baseline/h100-allwb.json):
# evict_first=0 now stores 16 bytes write-back (round q).  auto with the table before, this
# session's table, and every CUDA entry to 640 storing write-back (allwb), at random widths (seed
# 71) from 128 to 640, both forward ops, every dtype; trains of 20, medians of two.  Then the GPU
# tests of the register kernels and auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
w=128,129,133,134,139,150,162,167,173,174,176,195,215,223,224,230,256,347,363,389,435,475,480,512,622,638
for op in softmax log_softmax; do
  for dt in bf16 fp16 fp32; do
    T=200 explore try_matrix.py op=$op $dt auto $w strategy=auto,table=h100-old strategy=auto \
        strategy=auto,table=h100-allwb | grep -v "^   runs"
  done
done
rm -f "$TABLE"
timeout 240 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py tests/test_auto.py -x \
    -k "(random_rows or special_values) and (warp or block) or auto" 2>&1 | tail -3
