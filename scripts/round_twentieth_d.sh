#!/bin/bash
# Twentieth session, round d (H100): auto with the table of rounds b-c (fp16 backward's own
# entries, fp32 1025): auto backward fp16 (softmax_backward, log_softmax_backward) at the 20
# widths of the nineteenth session's round i; auto forward fp32 softmax / log_softmax around 1024.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=128,513,781,1000,1025,2049,3000,4097,8193,12345,16385,17000,20001,24001,32769,50001,65537,100001,131073,262145
run() { name=$1; shift; timeout ${T:-200} python3 -m softgen.cli compare "$@" --strategy auto --backend cuda,triton --peers torch \
    --out "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"; grep "│" "$OUT/$name.txt" | cut -c1-75; }
run auto-backward-fp16 --op softmax_backward --cols $W --dtype fp16
run auto-log-backward-fp16 --op log_softmax_backward --cols $W --dtype fp16
T=100 run auto-fp32-1025 --cols 513,1023,1024,1025,1027,2049 --dtype fp32
T=100 run auto-log-fp32-1025 --op log_softmax --cols 513,1023,1024,1025,1027,2049 --dtype fp32
