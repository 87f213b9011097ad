#!/bin/bash
# Twenty-sixth session, round m (H100): after stage 4 became the backward default in every dtype
# (round h): the cluster GPU tests, the GPU tests outside tests/test_gpu.py, and auto at fresh random
# widths (seed 51) for both backward ops in 16 bits.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 250 python3 -m pytest -q -m gpu -p no:cacheprovider tests/test_gpu.py -k "cluster" 2>&1 | tail -1
timeout 150 python3 -m pytest -q -m gpu -p no:cacheprovider tests/test_emit.py tests/test_fast_launch.py \
  tests/test_fuzz_shapes.py tests/test_torch_ops.py tests/test_validate.py 2>&1 | tail -1
R=random=51:12:16384:262144,150001,160001,262144
T=150 auto_ops m bf16,fp16 $R softmax_backward log_softmax_backward
rm -f "$OUT"/auto-*.csv
