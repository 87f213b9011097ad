#!/usr/bin/env bash
# After the load-balancing cluster policy: the cluster GPU tests, the policy probe, and a re-tune
# of the long rows (forward fp32/bf16/fp16, backward fp32/bf16) on top of the shipped table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 100 python3 -m pytest -m gpu -q -x -p no:cacheprovider tests/test_gpu.py -k "cluster" > "$OUT/pytest.log" 2>&1; echo "pytest rc $?"; tail -2 "$OUT/pytest.log"
timeout 60 python3 scripts/try_cluster_policy.py
timeout 200 python3 -m softgen.cli tune --cols 50000,65536,131072,262144 --dtype fp32,bf16,fp16 --rep 40 --results /tmp/tf > "$OUT/tune-fwd.txt" 2>&1
cp /tmp/tf/compare.csv "$OUT/tune-fwd.csv"; python3 scripts/top_candidates.py "$OUT/tune-fwd.csv" 4; grep -E "^(fp32|bf16|fp16) " "$OUT/tune-fwd.txt"
timeout 130 python3 -m softgen.cli tune --op softmax_backward --cols 50000,65536,131072,262144 --dtype fp32,bf16 --rep 40 --results /tmp/tb > "$OUT/tune-bwd.txt" 2>&1
cp /tmp/tb/compare.csv "$OUT/tune-bwd.csv"; python3 scripts/top_candidates.py "$OUT/tune-bwd.csv" 4; grep -E "^(fp32|bf16) " "$OUT/tune-bwd.txt"
cp "$TABLE" "$OUT/h100.json"
