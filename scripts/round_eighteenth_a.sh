#!/bin/bash
# Eighteenth session, round a (H100): Triton smem on 16-bit rows of 16-32K columns (32 warps,
# one program an SM) against the online gluon kernel caching the row in shared memory.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 540 python3 scripts/try_gluon_smem.py bf16:16384,20001,24000,30001,32768 fp16:20001,30001 2>&1 \
    | tee "$OUT/gluon-smem.txt"
