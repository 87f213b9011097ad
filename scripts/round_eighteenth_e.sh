#!/bin/bash
# Eighteenth session, round e (H100): Triton online backward, one program a row shaped to it,
# against the parent commit's kernel (baseline/, carried) and CUDA online backward.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 560 python3 scripts/try_triton_backward_online.py bf16:1024,4096,12345,16384,32768,50000,65536,131072 \
    fp32:4096,8192,12345,32768,65536 2>&1 | tee "$OUT/backward-online.txt"
