#!/bin/bash
# Twentieth session, round o (H100): auto under 95% of copy at widths one under a power of two
# (round n: fp32 131071 94, 262143 91, bf16 32767 94, log_softmax fp32 262143 92), each served
# by the aligned width's entry.  softgen tune at those widths into $OUT/h100.json (from the
# shipped table), then auto again with it, against torch.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cp softgen/tuning/h100.json "$OUT/h100.json"
tune() { name=$1; shift; timeout ${T:-150} python3 -m softgen.cli tune "$@" --rep 40 --out "$OUT/h100.json" \
    --results "$OUT/$name" > "$OUT/$name.txt" 2>&1; echo "== $name rc $?"; grep -E "^(fp32|bf16|fp16) " "$OUT/$name.txt"; }
tune tune-fp32 --dtype fp32 --cols 131071,262143
tune tune-16bit --dtype bf16,fp16 --cols 32767
tune tune-log-fp32 --op log_softmax --dtype fp32 --cols 65535,131071,262143
mkdir -p "$(dirname "$TABLE")"; cp "$OUT/h100.json" "$TABLE"
timeout 120 python3 -m softgen.cli compare --cols 32767,65535,131071,262143 --dtype fp32,bf16,fp16 --strategy auto --peers torch \
    --out "$OUT/auto" > "$OUT/auto.txt" 2>&1; echo "compare rc $?"; grep "│" "$OUT/auto.txt" | cut -c1-80
timeout 80 python3 -m softgen.cli compare --op log_softmax --cols 32767,65535,131071,262143 --dtype fp32 --strategy auto --peers torch \
    --out "$OUT/auto-log" > "$OUT/auto-log.txt" 2>&1; echo "compare rc $?"; grep "│" "$OUT/auto-log.txt" | cut -c1-80
