#!/bin/bash
# Eighth session, first round: the cluster / staged GPU tests with the exchange tunable, then
# softgen tune on the long rows (forward 16-bit, backward) with the exchange variants, on top
# of the shipped table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 200 python3 -m pytest -m gpu tests/test_gpu.py -q -x -p no:cacheprovider -k "cluster or staged_copy or rounds" 2>&1 | tail -4
timeout 200 python3 -m softgen.cli tune --cols 131072,262144 --dtype bf16,fp16 --rep 40 --results /tmp/tune-fwd > "$OUT/tune-fwd.txt" 2>&1
echo "tune rc $?"; python3 scripts/top_candidates.py /tmp/tune-fwd/compare.csv 4; cp /tmp/tune-fwd/compare.csv "$OUT/tune-fwd.csv"
timeout 120 python3 -m softgen.cli tune --op softmax_backward --cols 262144 --dtype fp32,bf16 --rep 40 --results /tmp/tune-bwd > "$OUT/tune-bwd.txt" 2>&1
echo "tune rc $?"; python3 scripts/top_candidates.py /tmp/tune-bwd/compare.csv 4; cp /tmp/tune-bwd/compare.csv "$OUT/tune-bwd.csv"
cp "$TABLE" "$OUT/h100.json"
