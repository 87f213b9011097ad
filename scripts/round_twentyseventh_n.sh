#!/bin/bash
# Twenty-seventh session, round n (H100): the GPU tests that this session's changes reach: every
# cluster test (stage 5 added; the other stages' rendered CUDA is unchanged), auto (fp32's table),
# compare, and the other GPU test files.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 300 python3 -m pytest -q -m gpu -p no:cacheprovider tests/test_gpu.py -k "cluster or auto or compare" 2>&1 | tail -2
timeout 200 python3 -m pytest -q -m gpu -p no:cacheprovider tests/test_emit.py tests/test_fast_launch.py \
  tests/test_fuzz_shapes.py tests/test_torch_ops.py tests/test_validate.py 2>&1 | tail -2
