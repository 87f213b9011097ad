#!/bin/bash
# Fifty-ninth session, round k (H100, one call; carries baseline/pre59k, auto's CUDA kernels
# before the template change (scripts/fiftyninth_kernel_baselines.sh), and
# baseline/h100-before-59b.json).  Trains of 20, medians of three.
# - The template change of docs/bench/fiftyninth-k-merge.patch (git apply it first; not kept: the
#   exchanged partials merged over the warp's shuffles at one
#   exp a step, not two) against the kernels before it, at auto's CUDA picks: cluster stage 6
#   (x 2 to x 16); warp and block, whose kernels did not change, as the run's control.
# - 16-bit softmax 163841-166891, where 256 threads step to six packs (notes entry 129: 89.6-90.4
#   at three blocks an SM): the four-block entries against the table before, allocating.
# - The GPU tests of cluster, warp, block and auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{ timeout 200 python3 scripts/try_baseline.py baseline/pre59k bf16 auto:224,1464,32768,95424,163064,262144
  timeout 100 python3 scripts/try_baseline.py baseline/pre59k fp16 auto:648,17008,70001
  timeout 150 python3 scripts/try_baseline.py baseline/pre59k fp32 auto:256,2000,4096,8192,155392; } 2>&1 \
  | grep -v "^\s*$" | tee "$OUT/kernel-change.txt"
{ ALLOC=1 against_table h100-before-59b softmax bf16 163841,164000,165000,166000,166891
  ALLOC=1 against_table h100-before-59b softmax fp16 163841,164000,165000,166000; } | tee "$OUT/check-six-packs.txt"
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py tests/test_auto.py \
  -k "cluster or warp or block or auto or stage6 or blocks_per_sm" 2>&1 | tail -6 | tee "$OUT/gpu-tests.txt"
rm -f "$OUT"/*.csv
