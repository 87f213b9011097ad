#!/bin/bash
# Forty-fifth session, round b (H100): CUDA online's split entry merging a row's partials across a
# warp (one L2 round trip for up to 32 chunks; thread 0 loaded them one by one, each load waiting on
# the merge before it) and counting its chunk with a release reduction (no membar.gl), against the
# committed kernel (baseline/h45: `softgen emit --strategy online --backend cuda` per dtype and op at
# 40dd88d). The split's GPU tests and memcheck first. Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "split_rows and cuda" 2>&1 \
    | tee "$OUT/b-tests.txt" | tail -3
timeout 100 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/b-memcheck.txt" | tail -1
for op in softmax log_softmax; do
    REPEAT=3 T=75 explore try_matrix.py op=$op fp32 online 50000,131072,262144 "" baseline=h45 | tee "$OUT/b-$op-fp32.txt"
    for dt in bf16 fp16; do
        REPEAT=3 T=75 explore try_matrix.py op=$op $dt online 200003,262144,300001 "" baseline=h45 | tee "$OUT/b-$op-$dt.txt"
    done
done
