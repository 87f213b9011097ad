#!/bin/bash
# Ninth session, second round: try_triton_row_peel.py (Triton block / smem rows of odd width
# peeled) against the kernels before (rendered into baseline/ from the parent commit), then the
# Triton GPU tests of block / smem / online.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/try_triton_row_peel.py baseline/ ${DTYPES:-fp32,bf16,fp16} 2>&1 | tee "$OUT/row-peel.txt"
timeout 380 python3 -m pytest -m gpu tests/test_gpu.py -q -x -p no:cacheprovider -k "triton and (block or smem or online)" 2>&1 | tail -4
