#!/bin/bash
# Fourteenth session, round i (last): the GPU tests of online, auto, the generated modules and
# Triton online's gluon kernel; online % of copy at the long widths.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 330 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online or auto or generated or gluon or in_place" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests-final.txt"
timeout 150 python3 scripts/online_pct.py fp32,bf16,fp16 100000,131072,262144 2>&1 | tee "$OUT/online-pct-final.txt"
