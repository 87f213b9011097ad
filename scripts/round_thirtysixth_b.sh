#!/bin/bash
# Thirty-sixth session, round b (H100): after the NVRTC fix (132feeb) and fp16 log_softmax's held
# entry from rows of 448 KB: the GPU tests of online (forward and backward, CUDA) and of the folded
# exponent, cluster stage 0 (the other user of stream.cuh) validated and timed, the shipped fp16
# log_softmax, and fp16's row cache in 2 or 3 shares at 100-130 KB rows (round a: 50000 91.6 -> 95.2).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 260 python3 -m pytest -q -m gpu tests/test_gpu.py -k "(online or fold) and not triton" 2>&1 | tail -3
REPEAT=1 T=100 explore try_matrix.py fp32 cluster 131075,262144 stage=0,cluster_size=8 | tee "$OUT/b-cluster-stage0-fp32.txt"
REPEAT=1 T=100 explore try_matrix.py bf16 cluster 131075,262144 stage=0,cluster_size=8 | tee "$OUT/b-cluster-stage0-bf16.txt"
REPEAT=3 T=100 explore try_matrix.py op=log_softmax fp16 online 131072,200000,230000,262144 "" | tee "$OUT/b-fp16-log.txt"
REPEAT=3 T=150 explore try_matrix.py fp16 online 32768,40000,50000,57344,65536 "" shares=2 shares=3 | tee "$OUT/b-fp16-shares.txt"
