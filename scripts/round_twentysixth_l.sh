#!/bin/bash
# Twenty-sixth session, round l (H100): Triton online backward's gluon kernel as shipped (16 warps,
# 16-bit rows from 40 KB whose y and dy fit shared memory): its GPU tests and every Triton online
# backward test, then Triton / CUDA online backward at 16-bit widths 16385-57000, both ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=250
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "online and (backward or gluon)" 2>&1 | tail -2
explore probe_triton_backward_grid.py bf16:16385,20001,21000,24001,30001,40001,48001,57000 fp16:20481,28001,44001,56000 caps=
explore probe_triton_backward_grid.py op=log_softmax_backward bf16:20481,24001,40001,48001,57000 fp16:28001,50001 caps=
