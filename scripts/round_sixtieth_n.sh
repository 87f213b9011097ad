#!/bin/bash
# Sixtieth session, round n (H100, one call).  Trains of 20, medians of three.  16-bit
# softmax_backward 8587-10000, which 10500's cluster x 2 serves: CUDA block's default ran
# 104.9-105.2 at fp16 8800-9274 against its 103.8-104.5 (round m).  Block's shapes against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for dt in fp16 bf16; do
  T=150 explore try_matrix.py op=softmax_backward $dt block 8587,8800,9000,9274,9500,9721,10000,10250 strategy=auto \
    "" block_size=256 block_size=512 2>&1 | grep -v "^   runs" | tee -a "$OUT/backward-block.txt"
done
