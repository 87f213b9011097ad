#!/bin/bash
# Forty-third session, round g (H100): 16-bit split chunks whose tiles all fit a block's (program's)
# shared memory (chunk=56 KB; Triton also holding 16 a thread, gsplitheld=16), both backends;
# CUDA fp16 log_softmax's held entry below 448 KB (heldfrom=0) at one or two tiles held (held=N);
# CUDA bf16 65536 one block an SM (shares=1, oneblock=128).  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
W=200003,262144,300001,400000
REPEAT=3 T=200 explore try_matrix.py bf16 online $W "" chunk=56 backend=triton backend=triton,chunk=56 \
    backend=triton,chunk=56,gsplitheld=16 | tee "$OUT/g-bf16.txt"
REPEAT=3 T=200 explore try_matrix.py fp16 online $W "" chunk=56 backend=triton backend=triton,chunk=56 \
    | tee "$OUT/g-fp16.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax fp16 online 100000,120000,131072,160000 "" heldfrom=0 \
    heldfrom=0,held=1 heldfrom=0,held=2 | tee "$OUT/g-log-fp16.txt"
REPEAT=3 T=60 explore try_matrix.py bf16 online 65536 "" shares=1 oneblock=128 | tee "$OUT/g-bf16-65536.txt"
