#!/bin/bash
# Eighteenth session, round d (H100): GPU tests of Triton smem (gluon from 8 KB rows), the gluon
# kernels and the generated modules; then Triton smem's Triton kernel against the shipped
# launcher and CUDA smem, same run, per width.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 330 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py -k "smem and triton or gluon or generated" \
    -p no:cacheprovider 2>&1 | tail -25 | tee "$OUT/tests.txt"
timeout 240 python3 scripts/try_gluon_smem.py shapes=none bf16:2048,4097,6000,8193,12345,16385,20001,24000,30001,32768 \
    fp16:4097,8193,12345,16385,20001,30001,32768 fp32:2048,2049,3000,4097,8193,12345,20001,30001,32768 2>&1 \
    | tee "$OUT/gluon-smem.txt"
