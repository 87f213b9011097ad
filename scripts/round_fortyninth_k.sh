#!/bin/bash
# Forty-ninth session, round k (H100): the final table.  auto at the first widths where a stage 6
# entry's shape takes more packs a thread or fewer blocks an SM than at its own width
# (scripts/audit_stage6_steps.py, to 262144), both forward ops, every dtype; then auto at 24 more
# random widths (seed 4856), every op; then the GPU tests of auto.  Trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
T=150 auto_ops k6 fp32,bf16,fp16 16407,17962,24602,32818,32832,35882,41003,57357,65616,65667,71821,82071,82090,86091,86187,131334,143404,160208,163904,172137,172217,190096,201201,215326,217053,246134 softmax log_softmax
T=140 auto_ops k fp32,bf16,fp16 random=4856:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-k*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -6 | cut -c1-120; done
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k auto 2>&1 | tail -3
