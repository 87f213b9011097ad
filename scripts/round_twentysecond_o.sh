#!/bin/bash
# Twenty-second session, round o (H100): auto with the session's final rules and table, forward
# ops, every dtype, at 40 random widths no round chose anything by (seed 31, 128-262144).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
run() { name=$1; shift; timeout ${T:-200} python3 scripts/try_auto.py "$@" > "$OUT/$name.txt" 2>&1
        echo "== $name rc $?"; grep "<95\|rror" "$OUT/$name.txt" | cut -c1-150; }
R=random=31:40:128:262144
run auto-o-softmax op=softmax fp32,bf16,fp16 $R
run auto-o-log op=log_softmax fp32,bf16,fp16 $R
