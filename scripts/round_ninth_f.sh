#!/bin/bash
# Ninth session, last round: softmax 16-bit at 262144 re-tuned with the folded exponent (on top
# of the shipped table), the 16-bit forward sweep with the new table, the GPU tests of auto, the
# generated kernels and the torch ops.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 200 python3 -m softgen.cli tune --cols 262144 --dtype bf16,fp16 --rep 40 --results /tmp/tune-fold > "$OUT/tune-fold.txt" 2>&1
echo "tune rc $?"; python3 scripts/top_candidates.py /tmp/tune-fold/compare.csv 4; cp /tmp/tune-fold/compare.csv "$OUT/tune-fold.csv"
cp "$TABLE" "$OUT/h100.json"
timeout 220 python3 -m softgen.cli compare --sweep --dtype bf16,fp16 --out /tmp/sweep > /tmp/sweep.txt 2>&1; echo "sweep rc $?"
cp /tmp/sweep/compare.csv "$OUT/sweep-16bit.csv"; python3 scripts/bench_summary.py "$OUT/sweep-16bit.csv"
timeout 120 python3 -m pytest -m gpu tests/ -q -x -p no:cacheprovider -k "auto or not test_gpu" 2>&1 | tail -3
