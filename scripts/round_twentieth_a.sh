#!/bin/bash
# Twentieth session, round a (H100):
#  1. block on short rows, both backends, block sizes / warps (scripts/try_block_short.py).
#  2. auto log_softmax at odd widths and one past powers of two (the H100 table's log_softmax
#     bf16 781 entry says 85.9% of copy).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
timeout 240 python3 try_block_short.py bf16:513,781,1025,1500,2049 fp16:513,1025 fp32:513,781,1025,2049 \
    op=softmax_backward bf16:513,1025 fp32:513,1025 2>&1 | tee "$OUT/block-short.txt" | grep -v Warn
cd ..
timeout 150 python3 -m softgen.cli compare --op log_softmax --cols 513,781,1000,1025,2049,3000,4097,12345,50000 \
    --dtype fp32,bf16,fp16 --strategy auto --backend cuda --peers torch --out "$OUT/auto-log" > "$OUT/auto-log.txt" 2>&1
echo "compare rc $?"; grep "│" "$OUT/auto-log.txt" | cut -c1-90
