#!/bin/bash
# Nineteenth session, round l (H100): the session's final code: GPU tests of CUDA fp16, of CUDA
# online backward and of the generated modules; online backward fp16 (both ops) and auto
# log_softmax_backward fp16 through `softgen compare`.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 260 python3 -m pytest -q -m gpu tests -k "fp16 and not triton or online and backward and not triton or generated" 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
for op in softmax_backward log_softmax_backward; do
  timeout 100 python3 -m softgen.cli compare --op $op --cols 4097,8193,16385,20001,32769,100001 --dtype fp16 --strategy online,auto \
      --backend cuda --peers torch --out "$OUT/$op" > "$OUT/$op.txt" 2>&1; echo "== $op rc $?"; grep "│" "$OUT/$op.txt" | cut -c1-80
done
