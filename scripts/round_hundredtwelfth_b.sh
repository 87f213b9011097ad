#!/bin/bash
# Hundred-twelfth session, round b (H200, one call), after round a (fp16 log_softmax_backward
# 564-590: auto 98.8-100.5 on the 571 / 582 CUDA smem entries, CUDA warp 105.9-106.4; fp16
# softmax_backward 1211: 99.3 on its block 128 entry, block at the rule's threads 106.6; fp16
# log_softmax_backward 6862: 99.0 on its smem 256 entry, cluster x 2 104.4): auto against those
# configs across the widths the entries serve, medians of three, allocating
# (scripts/hundredtwelfth_b.txt); then auto at 16 random widths of 4096-16384 (seed 1121) for every
# op and dtype, 90 s at most an op, ops begun until 480 s.
#     bash scripts/round_hundredtwelfth_b.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=220
REPEAT=3 SESSION=hundredtwelfth matrices_until b 330 200
T=90 STOP=480 auto_ops b fp32,bf16,fp16 "random=1121:16:4096:16384"
rm -f "$OUT"/*.csv; lowest 4 120 "$OUT"/auto-b-*.txt
