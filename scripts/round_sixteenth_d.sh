#!/bin/bash
# Sixteenth session, round d: Triton online with 16-bit rows a program each (the launcher's new
# rule), % of copy against CUDA online; then the GPU tests of online, auto, the generated
# modules, the gluon kernel and the drop-ins.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/online_pct.py bf16,fp16 \
    12345,20000,32768,36000,40000,50000,50001,65536,70000,72000,80000,100000,100003,131072,131075,160000,200000,250000 \
    2>&1 | tee "$OUT/online-pct-16bit.txt"
timeout 340 python3 -m pytest -q -m gpu tests/test_gpu.py tests/test_emit.py tests/test_torch_ops.py \
    -k "online or auto or generated or gluon or in_place" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests.txt"
