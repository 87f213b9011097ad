#!/bin/bash
# Forty-sixth session, round h (H100, the machine round g2 installed the peers on): the sweep,
# auto against quack and liger on the current tree, medians of three interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for dtype in bf16 fp16 fp32; do
  REPEAT=3 T=280 explore try_matrix.py $dtype auto \
    128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144 \
    strategy=auto peer=quack peer=liger 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs"
done
