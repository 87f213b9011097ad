#!/bin/bash
# Eighteenth session, round k (H100): Triton online backward's 4 KB tiles on rows of 8-32 KB whose
# last 8 KB tile is mostly empty; GPU tests: online backward (Triton), generated modules, and the
# one test of round j's set its time limit cut.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 90 python3 scripts/try_triton_backward_online.py shapes=none fp32:2200,2501,4500 bf16:4500,5001,6000 \
    fp16:4500 2>&1 | tee "$OUT/backward-online.txt"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py \
    -k "backward and online and triton or generated or test_backward_kernels and log_softmax_backward-fp16-smem-triton" \
    -p no:cacheprovider 2>&1 | tail -8 | tee "$OUT/tests.txt"
