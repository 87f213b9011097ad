#!/bin/bash
# Twentieth session, round q (H100): auto at odd long widths no table entry holds (and aligned
# ones beside them), after entries 87-88 (odd entries first; fp32 cluster stage 1 without cp.async
# on odd rows), three dtypes, softmax and log_softmax fp32, against torch.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
W=20001,45001,70001,80001,100000,100001,150001,200000,200001,250001
timeout 200 python3 -m softgen.cli compare --cols $W --dtype fp32,bf16,fp16 --strategy auto --peers torch \
    --out "$OUT/odd" > "$OUT/odd.txt" 2>&1; echo "compare rc $?"; grep "│" "$OUT/odd.txt" | cut -c1-80
timeout 100 python3 -m softgen.cli compare --op log_softmax --cols $W --dtype fp32 --strategy auto --peers torch \
    --out "$OUT/odd-log" > "$OUT/odd-log.txt" 2>&1; echo "compare rc $?"; grep "│" "$OUT/odd-log.txt" | cut -c1-80
