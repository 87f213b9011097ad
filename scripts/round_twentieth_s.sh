#!/bin/bash
# Twentieth session, round s (H100): auto with round r's entries, at the tuned widths and between
# them (interpolated from the nearest entry), three dtypes, and log_softmax fp32, against torch.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=45001,55000,60001,70001,75000,80001,90001,100000,100001,120001,150001,175001,200000,200001,225001,250001
timeout 250 python3 -m softgen.cli compare --cols $W --dtype fp32,bf16,fp16 --strategy auto --peers torch \
    --out "$OUT/between" > "$OUT/between.txt" 2>&1; echo "compare rc $?"; grep "│" "$OUT/between.txt" | cut -c1-60
timeout 120 python3 -m softgen.cli compare --op log_softmax --cols $W --dtype fp32 --strategy auto --peers torch \
    --out "$OUT/between-log" > "$OUT/between-log.txt" 2>&1; echo "compare rc $?"; grep "│" "$OUT/between-log.txt" | cut -c1-60
