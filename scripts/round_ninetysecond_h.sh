#!/bin/bash
# Ninety-second session, round h (H200, one call): the GPU tests of auto, the backward kernels and
# the cluster / staged kernels on the session's final code.
#     bash scripts/round_ninetysecond_h.sh
source scripts/device_env.sh
auto_tests h-gpu-tests-auto 150 "auto or backward"
tail -3 "$OUT/h-gpu-tests-auto.txt"
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -n 8 \
  -k "stage7 or staged_copy or cluster_stages or smem or slices_far or sector_phases or rows_in_rounds or stage6" 2>&1 | tail -2 | tee "$OUT/h-gpu-tests-staged.txt"
