#!/bin/bash
# Twentieth session, round b (H100):
#  1. GPU tests of block and smem (short rows now take 32 / 64 threads: 1, 31, 127, 781, 1000 ...).
#  2. block and smem, both backends, at short widths (the Triton / CUDA ratio per pair).
#  3. softgen tune at fp32 1025, softmax and log_softmax (auto 97.8 / 98.4% of copy from the 1024
#     entry, torch 98.8 / 101 in the same runs), and fp16 backward's short widths (first half),
#     into $OUT/h100.json started from the shipped table.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -x -m gpu tests/test_gpu.py -k "block or smem" 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
timeout 150 python3 -m softgen.cli compare --cols 256,513,781,1000,1025 --dtype fp32,bf16,fp16 --strategy block,smem \
    --backend cuda,triton --peers torch --out "$OUT/short" > "$OUT/short.txt" 2>&1
echo "compare rc $?"; python3 scripts/triton_ratio.py "$OUT/short/compare.csv" > "$OUT/short-ratio.txt" 2>&1; cat "$OUT/short-ratio.txt"
cp softgen/tuning/h100.json "$OUT/h100.json"
tune() { name=$1; shift; timeout ${T:-200} python3 -m softgen.cli tune "$@" --rep 40 --out "$OUT/h100.json" \
    --results "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"; tail -4 "$OUT/$name.txt"; }
T=60 tune tune-fp32-1025 --dtype fp32 --cols 1025
T=60 tune tune-log-fp32-1025 --op log_softmax --dtype fp32 --cols 1025
T=230 tune tune-fp16-backward-1 --op softmax_backward --dtype fp16 --cols 128,256,512,781,1000,1024,2048,3000
