#!/usr/bin/env bash
# Re-tune the backward kernels on top of a given table, then the sweeps for BENCHMARKS.md
# (forward fp32/bf16/fp16, backward fp32/bf16, log_softmax fp32) and the small-input latency.
# Usage (device tool):  bash scripts/final_round.sh path/to/base-table.json
set -o pipefail
source scripts/device_env.sh
start_table "$1"
timeout 200 python3 -m softgen.cli tune --op softmax_backward --dtype fp32,bf16 --rep 40 > "$OUT/tune-bwd.txt" 2>&1
grep -E "^(fp32|bf16)" "$OUT/tune-bwd.txt"; cp "$TABLE" "$OUT/h100.json"
timeout 150 python3 -m softgen.cli compare --sweep --dtype fp32,bf16,fp16 --out "$OUT/sweep" > "$OUT/sweep.txt" 2>&1
timeout 90 python3 -m softgen.cli compare --op softmax_backward --sweep --dtype fp32,bf16 --out "$OUT/backward" > "$OUT/backward.txt" 2>&1
timeout 60 python3 -m softgen.cli compare --op log_softmax --sweep --dtype fp32 --out "$OUT/log_softmax" > "$OUT/log_softmax.txt" 2>&1
timeout 60 python3 scripts/latency.py 2>&1 | tee "$OUT/latency.txt"
