#!/bin/bash
# Forty-seventh session, round a (H100; carry baseline/h100-wb.json): 16-byte write-back stores
# (evict_first=0) against evict-first past 640 columns.  auto with the shipped table against the
# same table with every CUDA entry storing write-back (h100-wb), softmax, every dtype, trains of
# 20, medians of two.  Then the --train GPU test of softgen compare.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
w=1101,1280,4096,8192,12345,16384,32768,50000,65536,131072,200001,262144
for dt in bf16 fp16 fp32; do
  T=200 explore try_matrix.py op=softmax $dt auto $w strategy=auto strategy=auto,table=h100-wb | grep -v "^   runs"
done
timeout 120 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k compare_in_trains 2>&1 | tail -3
