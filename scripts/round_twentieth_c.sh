#!/bin/bash
# Twentieth session, round c (H100), two calls (the table from round b in $OUT/h100.json first):
#   1: the GPU tests of block / smem round b's time limit cut (backward kernels, log_softmax);
#      softgen tune of fp16 backward at 4096-24001.
#   2: softgen tune of fp16 backward at 32768-262144.
# fp16 backward then has a full group of its own (a partial one would serve fp16's long rows
# from its short entries).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
PART=${1:-1}
cp "${TABLE_IN:-softgen/tuning/h100.json}" "$OUT/h100.json"
tune() { name=$1; shift; timeout ${T:-200} python3 -m softgen.cli tune "$@" --rep 40 --out "$OUT/h100.json" \
    --results "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"; grep -E "^fp16" "$OUT/$name.txt"; }
if [ "$PART" = 1 ]; then
  timeout 150 python3 -m pytest -q -x -m gpu tests/test_gpu.py -k "(block or smem) and (backward_kernels or log_softmax)" 2>&1 \
      | tail -3 | tee "$OUT/gpu-tests.txt"
  T=400 tune tune-fp16-backward-2 --op softmax_backward --dtype fp16 --cols 4096,8192,12345,16384,17000,20001,24001
else
  T=560 tune tune-fp16-backward-3 --op softmax_backward --dtype fp16 --cols 32768,50000,65536,131072,262144
fi
