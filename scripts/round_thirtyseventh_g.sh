#!/bin/bash
# Thirty-seventh session, round g (H100): Triton online's gluon kernel (one program an SM) on long
# rows, where round f put Triton / CUDA at 0.76-0.90: even waves (SHORT_WAVE, short_wave=0 the former
# grid of one program a row), and shapes that hold more of the row in registers: gluon=W-C-H (warps,
# cached tiles of two 16-byte groups a thread, elements a thread held; shipped 32-7-16 fp32,
# 32-7-0 16-bit).  GPU tests of Triton online first.  Medians of three interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "online and triton" 2>&1 | tail -2
T=("backend=triton" "backend=triton,short_wave=0")
REPEAT=3 T=200 explore try_matrix.py fp32 online 131072,200000,262144 backend=cuda "${T[@]}" \
    backend=triton,gluon=16-14-32 backend=triton,gluon=16-14-48 backend=triton,gluon=16-14-64 | tee "$OUT/g-fp32.txt"
REPEAT=3 T=190 explore try_matrix.py bf16 online 160000,230000,262144 backend=cuda "${T[@]}" \
    backend=triton,gluon=32-7-16 backend=triton,gluon=16-14-64 backend=triton,gluon=16-14-128 | tee "$OUT/g-bf16.txt"
REPEAT=3 T=190 explore try_matrix.py fp16 online 160000,240000,262144 backend=cuda "${T[@]}" \
    backend=triton,gluon=32-7-16 backend=triton,gluon=16-14-64 backend=triton,gluon=16-14-128 | tee "$OUT/g-fp16.txt"
