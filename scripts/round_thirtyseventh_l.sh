#!/bin/bash
# Thirty-seventh session, round l (H100): Triton online's gluon kernel holding 32 elements a thread
# (fp32; 16-bit rows of 512 KB and more), shipped after round k, against 16 (fp32) / none (16-bit)
# where the shipped rule now holds them, fp32 from 384 KB included; GPU tests of Triton online.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "online and triton" 2>&1 | tail -2
REPEAT=3 T=170 explore try_matrix.py fp32 online 100000,110000,131072,200000,262144 backend=cuda backend=triton \
    backend=triton,gluon=32-7-16 | tee "$OUT/l-fp32.txt"
REPEAT=3 T=120 explore try_matrix.py bf16 online 262144,300001,400000 backend=cuda backend=triton \
    backend=triton,gluon=32-7-0 | tee "$OUT/l-bf16.txt"
REPEAT=3 T=120 explore try_matrix.py fp16 online 262144,300001,400000 backend=cuda backend=triton \
    backend=triton,gluon=32-7-0 | tee "$OUT/l-fp16.txt"
REPEAT=3 T=60 explore try_matrix.py op=log_softmax fp16 online 262144 backend=cuda backend=triton \
    backend=triton,gluon=32-7-0 | tee "$OUT/l-fp16-log.txt"
