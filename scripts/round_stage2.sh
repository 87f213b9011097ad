#!/usr/bin/env bash
# Cluster stage 2 (slices in registers) and the push exchange: GPU tests of the cluster and
# backward kernels and the drop-in ops, then a re-tune of the long rows.  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
nvidia-smi --query-gpu=name,clocks.max.sm,clocks.max.mem --format=csv,noheader
start_table
timeout 190 python3 -m softgen.cli tune --cols 50000,65536,131072,262144 --dtype fp32,bf16 --rep 40 --results "$OUT/tune-fwd" > "$OUT/tune-fwd.txt" 2>&1
grep -E "^(fp32|bf16|fp16)" "$OUT/tune-fwd.txt"; python3 scripts/top_candidates.py "$OUT/tune-fwd/compare.csv" 8
timeout 150 python3 -m softgen.cli tune --op softmax_backward --cols 50000,65536,131072,262144 --dtype fp32,bf16 --rep 40 --results "$OUT/tune-bwd" > "$OUT/tune-bwd.txt" 2>&1
python3 scripts/top_candidates.py "$OUT/tune-bwd/compare.csv" 8; grep -E "^(fp32|bf16)" "$OUT/tune-bwd.txt"; cp "$TABLE" "$OUT/h100.json"
timeout 200 python3 -m pytest -m gpu -q -x -p no:cacheprovider tests/test_gpu.py tests/test_torch_ops.py -k "cluster or backward or torch_ops" > "$OUT/pytest-gpu.log" 2>&1; echo "pytest rc $?"
tail -5 "$OUT/pytest-gpu.log"
