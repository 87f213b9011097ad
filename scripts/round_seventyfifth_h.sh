#!/bin/bash
# Seventy-fifth session, round h (H200, one call; carry baseline): the new table (16-bit forward
# 97000-262144 on stage 7 at a blocks bound, scripts/h200_stage7.py) at fresh random widths (seed
# 7501, 8 an op and dtype) beside the table before (baseline/h200-74end.json); then the GPU tests of
# auto, the backward kernels and the stage 7 shapes on the new table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round h 200
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py \
    -k "auto or backward or stage7 or stage6" -n 8 --dist worksteal -rfE > "$OUT/h-gpu-tests.txt" 2>&1
echo "== tests rc $?"; tail -3 "$OUT/h-gpu-tests.txt"
