#!/bin/bash
# The tables the fifty-ninth session's rounds carry as baselines (baseline/ is git-ignored):
#   h100-before-59   the H100 table before this session's entries - commit fb4eed6 (round c)
#   h100-before-59b  59 plus round c's fp16 17829 entry (rounds d-f)
#   h100-before-59m  the table before round n's 16-bit 17008 entries - commit e12043c
set -e
mkdir -p baseline
git show fb4eed6:softgen/tuning/h100.json > baseline/h100-before-59.json
cp baseline/h100-before-59.json baseline/h100-before-59b.json
python scripts/table_add.py baseline/h100-before-59b.json entries fp16 17829 cluster 2896.6 102.1 stage=6 cluster_size=4 \
  block_size=128 blocks_per_sm=8 > /dev/null
git show e12043c:softgen/tuning/h100.json > baseline/h100-before-59m.json
