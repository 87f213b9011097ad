#!/bin/bash
# Nineteenth session, round o (H100): Triton online backward's shipped launcher on fp16 rows over
# 32 KB (16 warps of 2 groups to 64 KB, 32 of 1 to 100 KB; round n), and the GPU tests of Triton
# backward in fp16 / online.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
(cd scripts && timeout 120 python3 try_triton_backward_online.py shapes=none fp16:16384,24576,32768,40000,65536 bf16:32768) 2>&1 \
    | tee "$OUT/triton-backward-fp16-shipped.txt"
timeout 250 python3 -m pytest -q -m gpu tests -k "triton and backward and (fp16 or online)" 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
