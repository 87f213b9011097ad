#!/bin/bash
# Hundred-twelfth session, round c (H200, one call, carrying baseline): auto on the table of
# scripts/hundredtwelfth_entries.py against the table before (baseline/h200_before.json, from
# `git show c7cb7002:softgen/tuning/h200.json`) at the widths its seven fp16 backward entries serve
# and their neighbours (fp16 log_softmax_backward 505-605 and 6640-8001 with cluster x 2 beside,
# softmax_backward 1195-1221); bf16 log_softmax_backward 513-596 off the 16-byte line against warp
# / smem; bf16 softmax's 16-byte rows of 10248-10456 (round b: 10312 94.6 on 10240's cluster x 2
# stage 6) against block / cluster / Triton smem; medians of three, allocating
# (scripts/hundredtwelfth_c.txt).
#     bash scripts/round_hundredtwelfth_c.sh            (device tool, carrying baseline)
source scripts/device_env.sh; export COLUMNS=220
REPEAT=3 SESSION=hundredtwelfth matrices_until c 470 200
