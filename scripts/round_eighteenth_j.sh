#!/bin/bash
# Eighteenth session, round j (H100): Triton peeled rows padding only their aligned body (bf16
# 1025: 1024, not 2048) against the previous kernels (baseline/, carried) and CUDA, forward and
# backward; GPU tests of the Triton row strategies.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 100 python3 scripts/try_triton_warp_peel.py bf16:513,1025 fp16:1025 fp32:513,1025 2>&1 | tee "$OUT/peel-warp.txt"
timeout 100 python3 scripts/try_triton_warp_peel.py strategy=block bf16:4097,8193 fp32:4097,8193 2>&1 | tee "$OUT/peel-block.txt"
timeout 60 python3 scripts/try_triton_warp_peel.py strategy=smem bf16:2049 2>&1 | tee "$OUT/peel-smem.txt"
timeout 240 python3 -m pytest -q -m gpu tests/test_gpu.py -k "triton and (warp or block or smem)" -p no:cacheprovider 2>&1 \
    | tail -8 | tee "$OUT/tests.txt"
