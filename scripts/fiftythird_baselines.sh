#!/bin/bash
# The tables the fifty-third session's rounds carry as baselines (baseline/ is git-ignored):
#   h100-before-53   the H100 table before round g's entries (round h)      - commit 491fc51
#   h100-before-53l  the table before round l's entries (round m)          - commit 1f801c8
#   h100-before-53n  the table before log_softmax's 16384 entry (round o)  - 53l plus round l's
#   h100-before-53p  the table before round p's entries (round q)          - commit 6707d94
#   h100-before-53s  the table before round s's entries (rounds s, t)      - commit c4547d2
#   h100-before-53v  the table before round v's entries (round v)          - commit bca1eae
set -e
mkdir -p baseline
git show 491fc51:softgen/tuning/h100.json > baseline/h100-before-53.json
git show 1f801c8:softgen/tuning/h100.json > baseline/h100-before-53l.json
cp baseline/h100-before-53l.json baseline/h100-before-53n.json
t=baseline/h100-before-53n.json
python scripts/table_add.py $t entries bf16 12345 cluster 2893.0 102.3 cluster_size=2 stage=6
python scripts/table_add.py $t entries fp16 12345 cluster 2888.4 102.1 cluster_size=2 stage=6
python scripts/table_add.py $t log_softmax bf16 12345 cluster 2905.2 101.9 cluster_size=2 stage=6
python scripts/table_add.py $t log_softmax bf16 15001 cluster 2897.6 102.1 cluster_size=2 stage=6
git show 6707d94:softgen/tuning/h100.json > baseline/h100-before-53p.json
git show c4547d2:softgen/tuning/h100.json > baseline/h100-before-53s.json
git show bca1eae:softgen/tuning/h100.json > baseline/h100-before-53v.json
