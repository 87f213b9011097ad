#!/bin/bash
# Thirty-eighth session, round k (H100): the final code.  The split GPU tests (both backends) and
# the gluon rows; Triton / CUDA online fp32 from 640 KB with Triton's chunks of about 300 KB,
# medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "split or gluon_rows" 2>&1 \
    | tee "$OUT/k-tests.txt" | tail -2
C=(backend=cuda backend=triton)
REPEAT=3 T=240 explore try_matrix.py fp32 online 131072,163840,180000,200000,240000,262144,300001,400000,1000000 "${C[@]}" | tee "$OUT/k-fp32.txt"
REPEAT=3 T=80 explore try_matrix.py op=log_softmax fp32 online 262144,300001 "${C[@]}" | tee "$OUT/k-fp32-log.txt"
