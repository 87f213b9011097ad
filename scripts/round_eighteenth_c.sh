#!/bin/bash
# Eighteenth session, round c (H100): GPU tests of Triton smem (its gluon kernel on rows of 32
# warps) and the gluon kernels; then the gluon smem kernel at widths the launcher leaves to the
# Triton kernel (16-bit 4-16K, fp32 4-8K) and fp32 rows of 80-128 KB (one or two an SM).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -k "smem and triton or gluon" -p no:cacheprovider 2>&1 \
    | tail -25 | tee "$OUT/tests.txt"
timeout 240 python3 scripts/try_gluon_smem.py shapes=4-1,8-1 bf16:4097,6000,8193,10000,12345,16384 fp16:12345 \
    fp32:4097,8193,20001,24000,30001,32768 2>&1 | tee "$OUT/gluon-smem.txt"
