#!/bin/bash
# Eleventh session: cluster stage 2 with the bias kept out of the slice scale: the check, the
# cluster GPU tests, and auto (fp32 32768 / 65536 run cluster stage 2) against copy.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 100 python3 scripts/check_cluster_stage2_scale.py 2>&1 | tee "$OUT/cluster-stage2-scale.txt"
timeout 300 python3 -m pytest -q -m gpu tests/test_gpu.py -k "cluster" -p no:cacheprovider 2>&1 | tail -6 | tee "$OUT/tests-cluster.txt"
timeout 150 python3 -m softgen.cli compare --cols 32768,65536 --dtype fp32,bf16 --strategy auto,cluster --backend cuda --peers torch 2>&1 | tail -30 | tee "$OUT/compare-cluster.txt"
