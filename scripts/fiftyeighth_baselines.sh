#!/bin/bash
# The table the fifty-eighth session's round h carries as its baseline (baseline/ is git-ignored):
#   h100-before-58   the H100 table before round g's entries - commit ed3ab8b
set -e
mkdir -p baseline
git show ed3ab8b:softgen/tuning/h100.json > baseline/h100-before-58.json
#   h100-before-58j  the table before round j's 16-bit 208 entries - commit 1dbb31d
git show 1dbb31d:softgen/tuning/h100.json > baseline/h100-before-58j.json
#   h100-before-58l  the table before round l's bf16 73100 / 80001 entries - commit 74e0003
git show 74e0003:softgen/tuning/h100.json > baseline/h100-before-58l.json
#   h100-before-58m  the table before round m's entries: 58l plus round l's
t=baseline/h100-before-58m.json
cp baseline/h100-before-58l.json $t
add() { python scripts/table_add.py $t "$@" > /dev/null; }
add entries bf16 73100 cluster 2877.1 101.7 stage=6 cluster_size=16 block_size=128 blocks_per_sm=8
add entries bf16 80001 cluster 2877.7 101.4 stage=6 cluster_size=16 block_size=128 blocks_per_sm=8
