#!/bin/bash
# Nineteenth session, round h (H100): CUDA online backward's tile on rows just over one tile
# (scripts/try_online_backward_tiles.py), with fp16 now read from the pair.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts && timeout 400 python3 try_online_backward_tiles.py bf16:17000,20001,24001,28001,40001 fp16:20001,24001 fp32:9000,12345,20001 \
    2>&1 | grep -v "warning\|^ *$\|for (int\|\^\|detected during\|instantiation\|Remark" | tee "$OUT/online-backward-tiles.txt"
