#!/bin/bash
# Seventeenth session, round a: the gluon kernel after its macros refactor (GPU tests), and
# Triton online with its registers capped (maxnreg) where ptxas serializes a thread's loads.
# (try_triton_online_maxnreg.py as of commit 6087932; it takes a CAPS argument first since)
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 -m pytest -q -m gpu tests/test_gpu.py -k gluon -p no:cacheprovider 2>&1 | tail -5 | tee "$OUT/tests-gluon.txt"
timeout 380 python3 scripts/try_triton_online_maxnreg.py fp16:50001,60001,65537,70001,60000 bf16:60001,65537 \
    fp32:12345,50001,100000,100003,120000 2>&1 | tee "$OUT/maxnreg.txt"
