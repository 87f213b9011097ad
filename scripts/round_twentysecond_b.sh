#!/bin/bash
# Twenty-second session, round b (H100): auto with the shipped table at random widths, all ops:
# forward at 30 widths from 128 to 16384 (seed 25), backward at 24 from 128 to 262144 (seed 26).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
run() { name=$1; shift; timeout ${T:-140} python3 scripts/try_auto.py "$@" > "$OUT/$name.txt" 2>&1
        echo "== $name rc $?"; grep "<95" "$OUT/$name.txt" | cut -c1-150; }
S=random=25:30:128:16384
run auto-softmax-short op=softmax fp32,bf16,fp16 $S
run auto-log-short op=log_softmax fp32,bf16,fp16 $S
B=random=26:24:128:262144
run auto-bwd op=softmax_backward fp32,bf16,fp16 $B
run auto-log-bwd op=log_softmax_backward fp32,bf16,fp16 $B
