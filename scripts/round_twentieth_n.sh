#!/bin/bash
# Twentieth session, round n (H100): auto at widths one under each power of two (no sweep held
# them), forward softmax in three dtypes and log_softmax fp32 / bf16, against torch.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=127,255,511,1023,2047,4095,8191,16383,32767,65535,131071,262143
run() { name=$1; shift; timeout ${T:-200} python3 -m softgen.cli compare "$@" --cols $W --strategy auto --backend cuda,triton --peers torch \
    --out "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"; grep "│" "$OUT/$name.txt" | cut -c1-80; }
run under-forward --dtype fp32,bf16,fp16
run under-log --op log_softmax --dtype fp32,bf16
