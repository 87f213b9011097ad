#!/bin/bash
# Seventh session: GPU tests of the staged kernels (both copy paths), then a re-tune of the
# widths where cp.async staging competes (forward softmax in three dtypes, log_softmax).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 200 python3 -m pytest -q -m gpu -p no:warnings tests/test_gpu.py -k "staged_copy or smem or cluster_stages" 2>&1 | tail -2
tune() {   # name, then softgen tune's arguments
  local name=$1; shift
  timeout 200 python3 -m softgen.cli tune "$@" --rep 40 --results "$OUT/$name" > "$OUT/$name.txt" 2>&1
  echo "$name rc $?"; python3 scripts/top_candidates.py "$OUT/$name/compare.csv" 3
  rm -f "$OUT/$name/compare.json" "$OUT/$name/compare.png"
}
tune tune-fwd --cols 16384,32768,50000,65536,131072,262144 --dtype fp32,bf16,fp16
cp "$TABLE" "$OUT/h100.json"
