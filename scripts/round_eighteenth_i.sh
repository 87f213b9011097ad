#!/bin/bash
# Eighteenth session, round i (H100): Triton warp peeled one row a program from 512 columns
# against the parent commit's (baseline/, carried) and CUDA warp; Triton online backward's
# shapes on rows of 8-32 KB whose last 8 KB tile is mostly empty; GPU tests of warp and peel.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 scripts/try_triton_warp_peel.py bf16:513,781,1025,1500,2047 fp16:781,2047 \
    fp32:513,781,1025,2047 2>&1 | tee "$OUT/warp-peel.txt"
timeout 150 python3 scripts/try_triton_backward_online.py shapes=8-1,4-2,8-2,16-1,16-2,8-4 \
    fp32:2200,2501,4500 bf16:4500,5001,9000 fp16:4500 2>&1 | tee "$OUT/backward-online.txt"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "warp and triton" -p no:cacheprovider 2>&1 | tail -8 \
    | tee "$OUT/tests.txt"
