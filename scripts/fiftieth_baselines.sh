#!/bin/bash
# Rebuild the fiftieth session's baseline tables (git-ignored baseline/, carried to the device for
# try_matrix's table=NAME): h100-before-50 (the table the session started from: round b),
# h100-before-50b (with round b's bf16 softmax_backward 775 entry: rounds c-f), h100-before-50g
# (round h) and h100-before-50i (rounds j-l).  Run in the repository root.
set -e
mkdir -p baseline
git show 81c4666:softgen/tuning/h100.json > baseline/h100-before-50.json
cp baseline/h100-before-50.json baseline/h100-before-50b.json
python scripts/table_add.py baseline/h100-before-50b.json backward bf16 775 warp 2979.3 104.5 block_size=256 > /dev/null
# h100-before-50g: the table after rounds b-f's entries (round h); h100-before-50i: with round h's
# fp32 log_softmax x 256 entries (rounds j-l)
git show 0448180:softgen/tuning/h100.json > baseline/h100-before-50g.json
cp baseline/h100-before-50g.json baseline/h100-before-50i.json
python scripts/table_add.py baseline/h100-before-50i.json log_softmax fp32 210000 cluster 2924.1 99.8 stage=6 cluster_size=16 block_size=256 > /dev/null
python scripts/table_add.py baseline/h100-before-50i.json log_softmax fp32 220000 cluster 2919.3 99.2 stage=6 cluster_size=16 block_size=256 > /dev/null
