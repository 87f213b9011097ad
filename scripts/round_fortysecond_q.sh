#!/bin/bash
# Forty-second session, round q (H100): Triton fp32 online's split at three programs an SM holding
# 32 elements a thread (SPLIT_HELD), both ops, against the session's earlier rules (softmax four
# holding 16: splitper=4,gsplitheld=16; log_softmax three holding 16: gsplitheld=16), aligned and
# odd (peeled) widths; the split's GPU tests.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "split_rows and triton" 2>&1 \
    | tee "$OUT/q-tests.txt" | tail -3
W=50000,100003,131072,262147
REPEAT=3 T=120 explore try_matrix.py fp32 online $W "" backend=triton backend=triton,splitper=4,gsplitheld=16 \
    | tee "$OUT/q-softmax-fp32.txt"
REPEAT=3 T=120 explore try_matrix.py op=log_softmax fp32 online $W "" backend=triton backend=triton,gsplitheld=16 \
    | tee "$OUT/q-log_softmax-fp32.txt"
