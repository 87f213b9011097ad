#!/bin/bash
# Thirty-eighth session, round h (H100): the GPU tests with the final code (the split entry in
# place): online in both backends, the folded exponent, the drop-ins, the generated modules, the
# compiled launch path, the shape fuzzing, validation and the CLI.
set -o pipefail
source scripts/device_env.sh
timeout 400 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py tests/test_torch_ops.py tests/test_emit.py \
    -k "online or fold or torch_ops or emit or generated or in_place" 2>&1 | tee "$OUT/h-tests.txt" | tail -2
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_fast_launch.py tests/test_fuzz_shapes.py \
    tests/test_validate.py tests/test_cli_hardening.py 2>&1 | tee "$OUT/h-tests-2.txt" | tail -2
