#!/bin/bash
# Fifty-first session, round d (H100, one call; carries baseline/, built by
# scripts/fiftyfirst_baselines.sh): the cluster kernels with fewer instructions (round c: ours
# 1004 a warp at bf16 262144, quack's 720) against 9729dc5 (h51) and against the fuller change
# (f51: also SURE slices, the store's base pointer and its `packed` test hoisted, which ptxas
# spills 8-12 bytes at 262144), at each op / dtype / width auto serves with a cluster: the tree's
# register rows load from one base pointer, and the partials' merge takes the max first, then one
# exp a partial.  Trains of 20, medians of three.  Then Nsight Compute's instruction count of
# the tree's bf16 262144 kernel, and the GPU tests of the cluster and register kernels.  The tree's
# change ran as docs/bench/fiftyfirst-d-lean.patch on 9729dc5 (not kept: level, 31.9 -> 29.1 M
# instructions at bf16 262144 for 91.7 -> 92.0 us).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
{
  for case in softmax:bf16:65536 softmax:bf16:100000 softmax:bf16:131072 softmax:bf16:163840 softmax:bf16:262144 \
              softmax:fp16:163840 softmax:fp16:200001 softmax:fp16:262144 softmax:fp32:200001 softmax:fp32:262144 \
              log_softmax:bf16:100000 log_softmax:bf16:262144 log_softmax:fp32:262144; do
    IFS=: read op dt w <<< "$case"
    explore try_matrix.py op=$op $dt cluster $w strategy=auto baseline=h51-$op-$dt-$w baseline=f51-$op-$dt-$w
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
ncu_summary auto-bf16-262144 auto 262144 bf16
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "cluster or random_rows or special_values or log_softmax or auto" -x 2>&1 | tail -5
