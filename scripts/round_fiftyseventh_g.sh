#!/bin/bash
# Fifty-seventh session, round g (H100, one call): the GPU tests of approx_rcp (new: 1 / sum as
# rcp.approx in CUDA warp and block softmax), then the table's warp / block entries at 16-bit
# 192-300 and 1280-1700 with and without it (scripts/fiftyseventh/rcp-g.txt; where quack led in
# rounds b and d), trains of 20, medians of three, each line's table into $OUT/leads-N.txt.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k approx_rcp 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
T=${T:-90} matrices_by_line scripts/fiftyseventh/rcp-g.txt
rm -f "$OUT"/matrix-*.csv
