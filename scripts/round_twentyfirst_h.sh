#!/bin/bash
# Twenty-first session, round h (H100): (1) the fp32 default cluster plan (round g: 94.9% of copy
# at 100000, where cluster_size steps from 4 to 8) against other sizes and blocks near there;
# (2) auto with round g's table ($TABLE_IN) at round g's random widths in bf16 and fp16, and
# for softmax_backward fp32 and bf16, against torch.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
start_table "${TABLE_IN:-softgen/tuning/h100.json}"
timeout 150 python3 scripts/try_matrix.py fp32 cluster 96000,98500,100000,100001,102000,104001,108000,112000 \
    "" cluster_size=4 block_size=256 async_copy=0 cluster_size=4,block_size=256
R=33218,38093,46448,51633,53823,71197,89066,93994,95441,111008,123035,137823,170570,176036,205123,238877,251003
cmp() { name=$1; shift; timeout ${T:-150} python3 -m softgen.cli compare "$@" --strategy auto --peers torch --out "$OUT/$name" > "$OUT/$name.txt" 2>&1
        echo "== $name rc $?"; grep "│" "$OUT/$name.txt" | cut -c1-70; }
cmp auto-16 --cols $R --dtype bf16,fp16
cmp auto-bwd --op softmax_backward --cols $R --dtype fp32,bf16
