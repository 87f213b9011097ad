#!/bin/bash
# Sixty-fourth session, round h (H100, one call; carries baseline/h100-before-64h.json, the table
# before this round's entries: `git show 3894cb6:softgen/tuning/h100.json`).  Round g:
# 16-bit softmax_backward stage 4 x 16 ran +1.0-2.3 over 262144's default plan at 258576-262000
# (level at 262144); fp16 log_softmax_backward stage 1 x 8 +0.6-1.0 over 17000's default plan.
# Entries there; every run served_diff lists, edges and inside, against the table before; then
# the GPU tests of auto, bulk stores and this session's entries on the final table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ for dt in bf16 fp16; do
    T=100 against_table h100-before-64h softmax_backward $dt 258552,259000,260000,261000,262000,262136,262144
  done
  T=100 against_table h100-before-64h log_softmax_backward fp16 16694,16696,17000,17001,17500,18000,18001,18432,18528
} 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py \
  -k "auto or bulk or sixtyfourth" 2>&1 | tail -5 | tee "$OUT/gpu-tests.txt"
