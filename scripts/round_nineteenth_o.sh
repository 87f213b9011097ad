#!/bin/bash
# Nineteenth session, rounds o and q (H100): Triton online backward's shipped launcher on fp16 rows
# not peeled (round o: over 32 KB; round q, after round p: 16-32 KB at 16 warps of 1), and the GPU tests of Triton
# backward in fp16 / online.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
(cd scripts && timeout 120 python3 try_triton_backward_online.py shapes=none fp16:4096,8192,12288,16384,20000,24576,32768,40000,65536 bf16:8192,32768) 2>&1 \
    | tee "$OUT/triton-backward-fp16-shipped.txt"
timeout 250 python3 -m pytest -q -m gpu tests -k "triton and backward and (fp16 or online)" 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
