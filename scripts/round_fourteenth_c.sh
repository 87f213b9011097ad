#!/bin/bash
# Fourteenth session, round c: the online sweep (CUDA online now compiled per width with a block
# sized to the row; Triton online beside it) in fp32, bf16 and fp16.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 560 python3 -m softgen.cli compare --sweep --dtype fp32,bf16,fp16 --strategy online --backend cuda,triton \
    --peers torch --out "$OUT/online-sweep" 2>&1 | tail -80 | tee "$OUT/online-sweep.txt"
