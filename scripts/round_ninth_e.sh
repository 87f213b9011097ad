#!/bin/bash
# Ninth session, fifth round: the folded exponent (16-bit softmax staged in shared memory)
# against the exact form in the same run, then the GPU tests of the kernels it touches.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 scripts/try_exp_fold.py 2>&1 | tee "$OUT/exp-fold.txt"
timeout 360 python3 -m pytest -m gpu tests/test_gpu.py -q -x -p no:cacheprovider -k "folded or staged or cluster_stages or rounds or (smem and cuda) or (cluster and cuda)" 2>&1 | tail -4
