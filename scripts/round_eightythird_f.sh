#!/bin/bash
# Eighty-third session, round f (H200, one call): round e's one outlier (Triton warp bf16
# log_softmax 137, 35.3) timed again, three interleaved runs, against commit 7b90aa3's kernel
# (baseline/pre83a-*, carried).
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 timeout 150 python3 scripts/try_matrix.py op=log_softmax bf16 warp 137 "" backend=triton \
    backend=triton,baseline=pre83a-log_softmax-bf16 2>&1 | grep -v "^\s*$" | tee "$OUT/f-repeat.txt"
