#!/usr/bin/env bash
# One device call: GPU tests of the exp change, bf16 N = 781, and a re-tune of the long rows
# (forward in three dtypes, backward and log_softmax in fp32 / bf16).  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 120 python3 -m pytest -m gpu -q -p no:cacheprovider tests/test_fuzz_shapes.py tests/test_gpu.py -k "cluster or subnormal or shapes_and_values" > "$OUT/pytest-exp.log" 2>&1
echo "tests rc $?"; tail -3 "$OUT/pytest-exp.log"
timeout 40 python3 scripts/probe_781.py 2>&1 | tee "$OUT/probe781.txt"
tune() {   # name, then softgen tune's arguments
  local name=$1; shift
  timeout 170 python3 -m softgen.cli tune "$@" --rep 40 --results "$OUT/$name" > "$OUT/$name.txt" 2>&1
  python3 scripts/top_candidates.py "$OUT/$name/compare.csv" 3; grep -E "^(fp32|fp16|bf16) " "$OUT/$name.txt"
  rm -f "$OUT/$name/compare.json" "$OUT/$name/compare.png"
}
tune tune-fwd --cols 32768,50000,65536,131072,262144 --dtype bf16,fp16,fp32
tune tune-bwd --op softmax_backward --cols 50000,65536,131072,262144 --dtype bf16,fp32
tune tune-log --op log_softmax --cols 50000,65536,131072,262144 --dtype bf16,fp32
cp "$TABLE" "$OUT/h100.json"
