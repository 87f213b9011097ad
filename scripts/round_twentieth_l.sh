#!/bin/bash
# Twentieth session, round l (H100): Triton online backward as shipped after entry 84 (both
# backends, log_softmax_backward 16-bit at 16-64 K), and the GPU tests of Triton online backward.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 150 python3 -m softgen.cli compare --op log_softmax_backward --cols 16384,24576,32768,40000,49152,65536 --dtype bf16,fp16 \
    --strategy online --backend cuda,triton --peers torch --out "$OUT/log-aligned" > "$OUT/log-aligned.txt" 2>&1
echo "compare rc $?"; python3 scripts/triton_ratio.py "$OUT/log-aligned/compare.csv" | tee "$OUT/log-aligned-ratio.txt"
timeout 200 python3 -m pytest -q -x -m gpu tests -k "online and backward and triton" 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
