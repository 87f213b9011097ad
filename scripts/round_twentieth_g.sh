#!/bin/bash
# Twentieth session, round g (H100), the session's figures as shipped:
#  1. block and smem, both backends, short widths, three dtypes (Triton / CUDA per pair).
#  2. online backward, both backends, bf16 / fp16 at 4-32 K (softmax_backward and log).
#  3. GPU tests of auto and the generated kernels (the H100 table changed).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
run() { name=$1; shift; timeout ${T:-150} python3 -m softgen.cli compare "$@" --backend cuda,triton --peers torch \
    --out "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"
    python3 scripts/triton_ratio.py "$OUT/$name/compare.csv" > "$OUT/$name-ratio.txt" 2>&1; cat "$OUT/$name-ratio.txt"; }
run short --cols 256,513,781,1000,1025,1500,2049 --dtype fp32,bf16,fp16 --strategy block,smem
run online-backward --op softmax_backward --cols 4097,8193,12345,16385,20001,24001,32769 --dtype bf16,fp16 --strategy online
run online-log-backward --op log_softmax_backward --cols 4097,8193,12345,16385,20001,24001,32769 --dtype bf16,fp16 --strategy online
timeout 200 python3 -m pytest -q -x -m gpu tests -k "auto or generated" 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
