#!/bin/bash
# The table the fifty-seventh session's round h carries as its baseline (baseline/ is git-ignored):
#   h100-before-57   the H100 table before round g's approx_rcp entries - commit 1b22a77
set -e
mkdir -p baseline
git show 1b22a77:softgen/tuning/h100.json > baseline/h100-before-57.json
#   h100-before-57m  the table before round m's approx_rcp entries (round n): 57 plus round g's
t=baseline/h100-before-57m.json
cp baseline/h100-before-57.json $t
add() { python scripts/table_add.py $t "$@" > /dev/null; }
add entries bf16 224 warp 2924.9 102.7 threads_per_row=16 block_size=256 approx_rcp=1
add entries fp16 224 warp 2927.2 102.6 threads_per_row=16 block_size=256 approx_rcp=1
add entries bf16 264 warp 2892.7 102.0 approx_rcp=1
add entries fp16 264 warp 2889.2 102.2 approx_rcp=1
