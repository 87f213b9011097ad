#!/bin/bash
# Seventy-fifth session, round j (H200, one call; carry baseline): the final table (rounds e-g and
# i's entries) at fresh random widths (seed 7502, 8 an op and dtype, 16-bit forward 97000-262143)
# beside the table before the session (h200-74end) and round h's (h200-75h); then the GPU tests of
# auto, the backward kernels and the stage 6 / 7 shapes on it.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round j 200
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py \
    -k "auto or backward or stage7 or stage6" -n 8 --dist worksteal -rfE > "$OUT/j-gpu-tests.txt" 2>&1
echo "== tests rc $?"; tail -3 "$OUT/j-gpu-tests.txt"
