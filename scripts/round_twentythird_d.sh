#!/bin/bash
# Twenty-third session, round d (H100): log_softmax_backward's own table entries (rounds a-c: stage 3
# keeps bf16 at 95-101 from 20001 to 236968 where the backward group's stage 1 configs run 60-88):
# at each width of the backward group, its config against stage 3 configs, on log_softmax_backward;
# and stage 3 for softmax_backward at 200001 / 236968 (stage 1 there 91-95).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
C="cluster:stage=3 cluster:stage=3,cluster_size=4 cluster:stage=3,cluster_size=4,block_size=256 cluster:stage=3,cluster_size=8,block_size=256 cluster:stage=3,cluster_size=16 cluster:stage=3,cluster_size=16,block_size=256"
timeout 420 python3 scripts/op_entries.py op=log_softmax_backward bf16,fp16 from=backward widths=40001,100001,160001,200001,236968 from_width=16384 $C 2>&1 | grep -v "^\s*$"
echo "== rc $?"
mv "$OUT/entries-log_softmax_backward.json" "$OUT/entries-log.json"
timeout 150 python3 scripts/op_entries.py op=softmax_backward bf16,fp16 from=backward widths=100001,160001,200001,236968 from_width=99999 $C 2>&1 | grep -v "^\s*$"
echo "== rc $?"
