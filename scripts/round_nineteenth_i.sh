#!/bin/bash
# Nineteenth session, round i (H100), two calls:
#   1: GPU tests of fp16 (CUDA) and of CUDA online backward; softgen tune of the backward, bf16 at
#      rows just over one online tile, fp16 over the sweep's short widths (fp16 had no backward
#      entries: it took bf16's), into $OUT/h100.json started from the shipped table.
#   2: (with part 1's table as softgen/tuning/h100.json; fp16's short widths ran past their time
#      limit, so fp16 keeps taking bf16's entries) forward fp32 tuned at 131073 / 262145 (auto 95 /
#      91% in round a); then auto backward, fp16 and bf16, over the sweep and widths just past it,
#      and auto forward fp32 at the long widths.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
PART=${1:-1}
[ "$PART" = 1 ] && cp softgen/tuning/h100.json "$OUT/h100.json" || cp softgen/tuning/h100.json "$OUT/h100.json"
tune() { name=$1; shift; timeout ${T:-200} python3 -m softgen.cli tune --op softmax_backward "$@" --rep 40 --out "$OUT/h100.json" \
    --results "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"; tail -4 "$OUT/$name.txt"; }
if [ "$PART" = 1 ]; then
  timeout 200 python3 -m pytest -q -x -m gpu tests -k "fp16 and not triton or online and backward and not triton" 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
  T=90 tune tune-bf16 --dtype bf16 --cols 17000,20001,24001
  T=250 tune tune-fp16-short --dtype fp16 --cols 128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,17000,20001,24001
else
  timeout 150 python3 -m softgen.cli tune --cols 131073,262145 --dtype fp32 --rep 40 --out "$OUT/h100.json" \
      --results "$OUT/tune-fp32-fwd" > "$OUT/tune-fp32-fwd.txt" 2>&1; echo "tune rc $?"; grep -E "^fp32 " "$OUT/tune-fp32-fwd.txt"
  mkdir -p "$(dirname "$TABLE")"; cp "$OUT/h100.json" "$TABLE"
  timeout 200 python3 -m softgen.cli compare --op softmax_backward --cols 128,513,781,1000,1025,2049,3000,4097,8193,12345,16385,17000,20001,24001,32769,50001,65537,100001,131073,262145 \
      --dtype fp16,bf16 --strategy auto --backend cuda,triton --peers torch --out "$OUT/auto-backward" > "$OUT/auto-backward.txt" 2>&1
  echo "compare rc $?"; grep "│" "$OUT/auto-backward.txt" | cut -c1-60
  timeout 60 python3 -m softgen.cli compare --cols 65537,131073,262145 --dtype fp32 --strategy auto --backend cuda --peers torch \
      --out "$OUT/auto-forward-fp32" > "$OUT/auto-forward-fp32.txt" 2>&1; grep "│" "$OUT/auto-forward-fp32.txt" | cut -c1-60
fi
