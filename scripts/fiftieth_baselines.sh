#!/bin/bash
# Rebuild the fiftieth session's baseline tables (git-ignored baseline/, carried to the device for
# try_matrix's table=NAME): h100-before-50 (the table the session started from, round b) and
# h100-before-50b (with round b's bf16 softmax_backward 775 entry: rounds c-f).  Run in the
# repository root.
set -e
mkdir -p baseline
git show 81c4666:softgen/tuning/h100.json > baseline/h100-before-50.json
cp baseline/h100-before-50.json baseline/h100-before-50b.json
python scripts/table_add.py baseline/h100-before-50b.json backward bf16 775 warp 2979.3 104.5 block_size=256 > /dev/null
