#!/bin/bash
# The tables the fifty-fourth session's rounds carry as baselines (baseline/ is git-ignored):
#   h100-before-54   the H100 table before round c-d's entries (rounds e, f)  - commit 01f2129
#   h100-before-54i  the table before round h's fp16 entries (round i)       - 54 plus rounds c-f's
#   h100-before-54j  the table before round j's entries (round k)            - 54i plus round h's
set -e
mkdir -p baseline
git show 01f2129:softgen/tuning/h100.json > baseline/h100-before-54.json
cp baseline/h100-before-54.json baseline/h100-before-54i.json
t=baseline/h100-before-54i.json
add() { python scripts/table_add.py $t "$@"; }
add log_softmax bf16 740 warp 2888.9 101.9 block_size=256
add entries bf16 706 warp 2878.7 101.4
add entries fp16 706 warp 2876.9 101.8
add backward bf16 680 block 3015.9 105.6 block_size=128
add backward bf16 720 block 3011.8 105.9 block_size=128
add log_softmax_backward bf16 560 warp 3014.2 105.8 block_size=256
add log_softmax_backward bf16 680 block 3018.4 105.5 block_size=128
add log_softmax_backward bf16 720 block 3013.2 105.8 block_size=128
add backward fp16 680 warp 2995.3 105.1 block_size=256
add backward fp16 760 block 3005.0 105.4 block_size=128
add log_softmax_backward fp16 560 block 3009.9 105.5
add log_softmax_backward fp16 720 block 3005.4 105.9 block_size=128
add backward fp32 270 block 3008.9 102.1
add entries fp32 226 warp 2949.9 100.2 threads_per_row=32 block_size=256
add entries fp32 240 smem 2952.8 100.3 backend=triton
add entries fp32 256 smem 2980.0 99.9 backend=triton
add entries fp32 280 smem 2954.8 100.4 backend=triton
cp $t baseline/h100-before-54j.json
t=baseline/h100-before-54j.json
add entries fp16 576 block 2908.0 102.9
add entries fp16 1128 block 2912.8 103.0 block_size=128
