#!/bin/bash
# Forty-fifth session, round e (H100): the shipped split merge (LaunchPlan.split_warp_merge: a warp
# merges the row's partials in fp32 and 16-bit softmax, thread 0 in 16-bit log_softmax; a release
# reduction counts the chunk in all) against baseline/h45 (40dd88d): the split's GPU tests,
# memcheck on CUDA online (both ops), then medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "split_rows and cuda" 2>&1 \
    | tee "$OUT/e-tests.txt" | tail -2
for what in online online_log; do
    timeout 100 compute-sanitizer --tool memcheck python3 scripts/sanitize.py $what 2>&1 | tee "$OUT/e-memcheck-$what.txt" | tail -1
done
for op in softmax log_softmax; do
    REPEAT=3 T=75 explore try_matrix.py op=$op fp32 online 50000,131072,262144 "" baseline=h45 | tee "$OUT/e-$op-fp32.txt"
done
for dt in bf16 fp16; do
    REPEAT=3 T=60 explore try_matrix.py $dt online 300001,400000 "" baseline=h45 | tee "$OUT/e-softmax-$dt.txt"
    REPEAT=3 T=75 explore try_matrix.py op=log_softmax $dt online 200003,262144,300001 "" baseline=h45 \
        | tee "$OUT/e-log_softmax-$dt.txt"
done
