#!/bin/bash
# Twenty-first session, round l (H100): auto with the shipped table after round k's two entries
# (softmax_backward fp32 160000: stage 1 x 16; softmax bf16 134001: stage 1 x 16, 128 threads,
# cp.async, warp partials), at widths around them, against torch.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cmp() { name=$1; shift; timeout ${T:-150} python3 -m softgen.cli compare "$@" --strategy auto --peers torch --out "$OUT/$name" > "$OUT/$name.txt" 2>&1
        echo "== $name rc $?"; grep "│" "$OUT/$name.txt" | cut -c1-70; }
cmp auto-bwd --op softmax_backward --dtype fp32 --cols 146000,151003,158000,166001,173000,182000,193001,201000
cmp auto-bf16 --dtype bf16 --cols 132800,133500,135001,136500,139001,140500,143000
