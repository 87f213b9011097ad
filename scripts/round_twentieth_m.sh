#!/bin/bash
# Twentieth session, round m (H100): CUDA 16-bit online backward at rows of one tile and a tail
# (round f: log_softmax_backward 16385 93% bounded to one block an SM, 103 at ptxas's count) and
# of one and a half tiles (24576: 90%, 4 packs a thread; 24001, under half, 2 packs: 101).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
timeout 150 python3 try_online_backward_blocks.py op=log_softmax_backward bf16:16384,16385,16392,16900,17000 fp16:16385,16900 2>&1 \
    | grep -v Warn | tee "$OUT/log-one-tile.txt"
timeout 100 python3 try_online_backward_blocks.py op=softmax_backward bf16:16384,16392,16900 2>&1 | grep -v Warn | tee "$OUT/one-tile.txt"
timeout 150 python3 try_online_backward_tiles.py bf16:24576,24577,26000 fp16:24576 2>&1 | grep -v Warn | tee "$OUT/tiles.txt"
