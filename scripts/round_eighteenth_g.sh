#!/bin/bash
# Eighteenth session, round g (H100): GPU tests of the Triton backward kernels, Triton smem and
# the gluon kernels; then Triton online backward's shipped shapes against the parent commit's
# kernel (baseline/, carried) and CUDA online backward, softmax and log_softmax backward.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "backward and triton or smem and triton or gluon or generated" -p no:cacheprovider 2>&1 | tail -15 \
    | tee "$OUT/tests.txt"
timeout 200 python3 scripts/try_triton_backward_online.py shapes=none \
    bf16:1024,4096,6000,8192,12345,16384,20001,24576,32768,50000,65536,131072,262144 fp16:12345,32768,65537 \
    fp32:1000,3000,4096,8192,10000,12345,16384,32768,65536,131072 2>&1 | tee "$OUT/backward-online.txt"
timeout 80 python3 scripts/try_triton_backward_online.py op=log_softmax_backward shapes=none \
    bf16:4096,12345,32768,65536 fp32:8192,12345,32768 2>&1 | tee "$OUT/log-backward-online.txt"
