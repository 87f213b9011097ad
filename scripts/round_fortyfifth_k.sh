#!/bin/bash
# Forty-fifth session, round k (H100): the shipped wave rule (16-bit CUDA softmax rows of 480-520 KB
# split where the held entry would take more than two waves: LaunchPlan.split_waves_from_bytes)
# against the rule before (splitwaves=0: held to 512 KB), at the default 2^26 / N rows and at row
# counts either side of two waves; then the GPU tests of CUDA online 16-bit softmax. Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
S=230000,240000,245000,250000,255000,262144,250000x264,262144x300
for dt in fp16 bf16; do
    REPEAT=3 T=150 explore try_matrix.py $dt online $S "" splitwaves=0 | tee "$OUT/k-softmax-$dt.txt"
done
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "online and cuda and softmax" 2>&1 \
    | tee "$OUT/k-tests.txt" | tail -2
