#!/bin/bash
# Ninety-fifth session, round f (H200, one call): round e's one failure again once fixed
# (tests/test_fuzz_shapes.py's bf16 subnormal test asked flat for 1030 columns, past its 1024),
# and the GPU tests of flat and of the fuzzed shapes.
#     bash scripts/round_ninetyfifth_f.sh
source scripts/device_env.sh
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_fuzz_shapes.py tests/test_gpu.py \
    -k "subnormal or flat or shapes" -n 8 --dist worksteal -rfE > "$OUT/f-gpu-tests.txt" 2>&1
echo "== tests rc $?"; tail -4 "$OUT/f-gpu-tests.txt"
