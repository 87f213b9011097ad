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
for g in backward log_softmax_backward; do for dt in bf16 fp16; do
  case $g-$dt in
    backward-bf16) a=3010.7; b=105.6; c=3014.9; d=105.6 ;;
    log_softmax_backward-bf16) a=3006.0; b=105.4; c=3011.0; d=105.5 ;;
    backward-fp16) a=3008.0; b=105.1; c=3015.5; d=105.4 ;;
    log_softmax_backward-fp16) a=3007.1; b=105.4; c=3011.7; d=105.6 ;;
  esac
  add $g $dt 1250 block $a $b block_size=128
  add $g $dt 1400 block $c $d block_size=256
done; done
