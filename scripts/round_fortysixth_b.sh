#!/bin/bash
# Forty-sixth session, round b (H100; carry .peerwheels/b, the call after round a on the same
# machine): install quack and liger, then auto against them at short rows, medians of seven
# interleaved runs (the copy re-timed each run).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
bash scripts/install_peers.sh install
rm -f "$TABLE"
for dt in bf16 fp16 fp32; do
  REPEAT=7 T=280 explore try_matrix.py $dt auto 128,256,512,1000,1024,2048,3000,4096 \
      strategy=auto peer=quack peer=liger 2>&1 | grep -v "RuntimeError\|AssertionError"
done
