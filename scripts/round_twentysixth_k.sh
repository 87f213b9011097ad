#!/bin/bash
# Twenty-sixth session, round k (H100): Triton online backward's gluon kernel (y and dy copied into
# shared memory with cp.async, as CUDA smem backward) on 16-bit rows of 16-110 KB at 8, 16 and 32
# warps, against the Triton kernel and CUDA online (round i: the Triton kernel 0.83-0.88 of CUDA at
# bf16 44001-50001); then its GPU tests.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=280
timeout 150 python3 -m pytest -q -m gpu tests/test_gpu.py -k "triton_online_backward_gluon" 2>&1 | tail -2
explore probe_triton_backward_grid.py bf16:8193,16385,24001,33001,40001,44001,48001,50001,56001 fp16:33001,44001,50001 caps= gluon=8,16,32
explore probe_triton_backward_grid.py op=log_softmax_backward bf16:24001,40001,44001,50001,56001 fp16:44001 caps= gluon=16,32
