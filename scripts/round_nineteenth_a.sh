#!/bin/bash
# Nineteenth session, round a (H100): the checks no sweep held yet.
#  1. Triton online backward's launcher on 16-bit peeled rows of 64-100 KB (eighteenth round p).
#  2. auto (both backends) at widths one past a power of two, fp32 / bf16 / fp16, against torch.
#  3. online and cluster, both backends, at long widths past powers of two and odd, forward.
#  4. backward (softmax_backward): online + auto at the long widths, three dtypes; fp16 at the
#     short widths (round l held fp32 and bf16 only).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
# Two device calls: `round_nineteenth_a.sh 1` (items 1-3), `round_nineteenth_a.sh 2` (item 4).
PART=${1:-1}
[ "$PART" = 1 ] && timeout 60 python3 scripts/try_triton_backward_online.py shapes=none bf16:32769,40001,50001 fp16:65537,20001 2>&1 \
    | tee "$OUT/backward-online-rule.txt" | tail -25
P2=129,257,513,1025,2049,4097,8193,16385,32769,65537,131073,262145
LONG=32769,50001,65537,100001,131073,262145
SHORT=128,513,781,1025,2049,3000,4097,8193,12345,16385,20001,32768
run() { name=$1; shift; timeout ${T:-150} python3 -m softgen.cli compare "$@" --out "$OUT/$name" > "$OUT/$name.txt" 2>&1
        echo "== $name rc $?"; python3 scripts/triton_ratio.py "$OUT/$name/compare.csv" > "$OUT/$name-ratio.txt" 2>&1; }
[ "$PART" = 1 ] && T=200 run auto-forward --cols $P2 --dtype fp32,bf16,fp16 --strategy auto --backend cuda,triton --peers torch
[ "$PART" = 1 ] && T=300 run long-forward --cols $LONG --dtype fp32,bf16,fp16 --strategy online,cluster --backend cuda,triton --peers torch
[ "$PART" = 2 ] && T=300 run long-backward --op softmax_backward --cols $LONG --dtype fp32,bf16,fp16 --strategy online,cluster,auto --backend cuda,triton --peers torch
[ "$PART" = 2 ] && T=250 run short-backward-fp16 --op softmax_backward --cols $SHORT --dtype fp16 --strategy warp,block,smem,online --backend cuda,triton --peers torch
for f in "$OUT"/*-ratio.txt; do echo "## $f"; awk '$NF+0 < 0.9' "$f"; done
