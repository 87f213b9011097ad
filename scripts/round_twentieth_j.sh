#!/bin/bash
# Twentieth session, round j (H100): online backward, both backends, after entries 82 and 84
# (Triton / CUDA per width), 16-bit, odd widths and powers of two, both ops.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=4097,8193,12345,16384,16385,20001,24001,28001,32768,32769,40001,50001
run() { name=$1; shift; timeout ${T:-200} python3 -m softgen.cli compare "$@" --strategy online --backend cuda,triton --peers torch \
    --out "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"
    python3 scripts/triton_ratio.py "$OUT/$name/compare.csv" > "$OUT/$name-ratio.txt" 2>&1; cat "$OUT/$name-ratio.txt"; }
run online-backward --op softmax_backward --cols $W --dtype bf16,fp16
run online-log-backward --op log_softmax_backward --cols $W --dtype bf16,fp16
