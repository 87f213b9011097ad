#!/bin/bash
# Forty-seventh session, round b (H100; carry baseline/h100-wb.json): round a's comparison for
# log_softmax and the softmax backward, every dtype.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
w=1101,1280,4096,8192,12345,16384,32768,50000,65536,131072,200001,262144
for op in log_softmax softmax_backward; do
  for dt in bf16 fp16 fp32; do
    T=200 explore try_matrix.py op=$op $dt auto $w strategy=auto strategy=auto,table=h100-wb | grep -v "^   runs"
  done
done
