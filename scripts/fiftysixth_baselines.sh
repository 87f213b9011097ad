#!/bin/bash
# The tables the fifty-sixth session's rounds carry as baselines (baseline/ is git-ignored):
#   h100-before-56   the H100 table before round a's entries (round c)   - commit 7a58279
#   h100-before-56f  the table before round f's bf16 softmax entries (round g) - 56 plus round a's
#   h100-before-56i  the table before round i's 2792 entries (round j)  - 56f plus round f's, and
#                    bf16 backward 1000's figure as timed at 1000 in round c
set -e
mkdir -p baseline
git show 7a58279:softgen/tuning/h100.json > baseline/h100-before-56.json
t=baseline/h100-before-56f.json
cp baseline/h100-before-56.json $t
add() { python scripts/table_add.py $t "$@" > /dev/null; }
add backward bf16 775 block 2996.4 105.1 block_size=128
add backward bf16 781 warp 3008.5 105.6 block_size=256
add backward bf16 1000 warp 3000.2 105.3 block_size=256
add log_softmax_backward bf16 781 block 2999.4 104.8 block_size=128
add backward fp16 781 block 3012.6 105.3 block_size=128
add log_softmax_backward fp16 781 block 2995.7 105.0 block_size=128
add log_softmax fp32 440 smem 2945.7 100.4 backend=triton
add log_softmax fp32 512 block 2986.0 100.1 block_size=128
add log_softmax fp32 260 block 2970.6 100.8 block_size=64
t=baseline/h100-before-56i.json
cp baseline/h100-before-56f.json $t
add entries bf16 5800 block 2900.0 102.0 block_size=256
add entries bf16 6368 block 2914.9 103.0 block_size=512
add backward bf16 1000 warp 3002.2 104.9 block_size=256
