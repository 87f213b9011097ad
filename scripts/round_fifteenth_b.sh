#!/bin/bash
# Fifteenth session, round b: the gluon kernel (unmasked full tiles, odd rows peeled) GPU tests,
# then against its earlier renderings (A fourteenth, B2 unmasked, D peeled) and CUDA online.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k gluon -p no:cacheprovider 2>&1 | tail -8 | tee "$OUT/tests-gluon.txt"
cd scripts && timeout 360 python3 try_gluon_prefetch.py A,B2,D fp32:100000,100003,131072,131075,262144,262147 \
    bf16:131072,131075,262144,262145 fp16:262144,262145 2>&1 | tee "$OUT/gluon-peel.txt"
