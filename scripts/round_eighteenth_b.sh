#!/bin/bash
# Eighteenth session, round b (H100): Triton smem's gluon kernel (the row copied into shared
# memory with cp.async) at several shapes against the Triton kernel and CUDA smem.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 560 python3 scripts/try_gluon_smem.py online bf16:16385,20001,24000,30001,32768 fp16:20001,30001,32768 \
    fp32:8193,12345,16384 2>&1 | tee "$OUT/gluon-smem.txt"
