#!/usr/bin/env bash
# One device call after the exp / packed-conversion change: the GPU tests it touches most
# (fuzzed shapes and values, subnormal outputs, clusters), bf16 N = 781, and a re-tune of the
# 16-bit long rows.  Files under $OUT.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
start_table
timeout 200 python3 -m pytest -m gpu -q -x -p no:cacheprovider tests/test_fuzz_shapes.py tests/test_gpu.py -k "cluster or subnormal or shapes_and_values" > "$OUT/pytest-exp.log" 2>&1
echo "tests rc $?"; tail -3 "$OUT/pytest-exp.log"
timeout 60 python3 scripts/probe_781.py 2>&1 | tee "$OUT/probe781.txt"
timeout 260 python3 -m softgen.cli tune --cols 50000,65536,131072,262144 --dtype bf16,fp16 --rep 40 --results "$OUT/tune-16" > "$OUT/tune-16.txt" 2>&1
python3 scripts/top_candidates.py "$OUT/tune-16/compare.csv" 4; grep -E "^(fp16|bf16)" "$OUT/tune-16.txt"
cp "$TABLE" "$OUT/h100.json"; rm -f "$OUT"/tune-*/compare.json "$OUT"/tune-*/compare.png
