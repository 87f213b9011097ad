#!/bin/bash
# The tables the fifty-fifth session's rounds carry as baselines (baseline/ is git-ignored):
#   h100-before-55   the H100 table before round b's entries (round c)   - commit ffea58f
#   h100-before-55g  the table before round g's 16-bit backward entries  - 55 plus round b's
set -e
mkdir -p baseline
git show ffea58f:softgen/tuning/h100.json > baseline/h100-before-55.json
t=baseline/h100-before-55g.json
cp baseline/h100-before-55.json $t
add() { python scripts/table_add.py $t "$@"; }
add entries fp32 440 smem 2951.8 100.4 backend=triton
add entries fp32 512 block 2989.0 100.1 block_size=128
add log_softmax fp32 440 smem 2945.7 100.4 backend=triton
add log_softmax fp32 512 block 2986.0 100.1 block_size=128
add backward fp32 320 block 3057.6 104.0 block_size=128
add backward fp32 440 smem 3059.0 103.8 block_size=128
add backward bf16 1250 block 3010.7 105.6 block_size=128
add backward bf16 1400 block 3014.9 105.6 block_size=256
add log_softmax_backward bf16 1250 block 3006.0 105.4 block_size=128
add log_softmax_backward bf16 1400 block 3011.0 105.5 block_size=256
add backward fp16 1250 block 3008.0 105.1 block_size=128
add backward fp16 1400 block 3015.5 105.4 block_size=256
add log_softmax_backward fp16 1250 block 3007.1 105.4 block_size=128
add log_softmax_backward fp16 1400 block 3011.7 105.6 block_size=256
