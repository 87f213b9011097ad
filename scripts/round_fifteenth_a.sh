#!/bin/bash
# Fifteenth session, round a: the gluon kernel's GPU tests, then it against its earlier
# renderings (A fourteenth, B no masks on full tiles, C read ahead) and CUDA online.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k gluon -p no:cacheprovider 2>&1 | tail -8 | tee "$OUT/tests-gluon.txt"
cd scripts && timeout 330 python3 try_gluon_prefetch.py A,B,C fp32:100000,131072,262144 bf16:131072,262144 fp16:262144 2>&1 | tee "$OUT/gluon-prefetch.txt"
