#!/bin/bash
# Fifty-first session, round b (H100, the call after round a on the same machine; carries
# .peerwheels/b): install quack and liger, then auto against them in trains of 20 (medians of two)
# where they led in entry 126 (16-bit 128 / 1000 / 2048 / 4096 / 262144, fp32 256 / 512 / 781 /
# 1024 / 3000), and Nsight Compute on quack's and auto's kernels at bf16 262144.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
bash scripts/install_peers.sh install
{
  for dt in bf16 fp16; do
    T=200 explore try_matrix.py $dt auto 128,1000,2048,4096,131072,262144 strategy=auto peer=quack peer=liger
  done
  T=200 explore try_matrix.py fp32 auto 256,512,781,1024,3000,262144 strategy=auto peer=quack peer=liger
} 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/matrix-*.csv
ncu_summary quack-bf16-262144 peer=quack 262144 bf16
ncu_summary auto-bf16-262144 auto 262144 bf16
