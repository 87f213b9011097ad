#!/bin/bash
# Hundred-thirteenth session, round h (H200, one call), after round a (fp16 log_softmax_backward
# 65663 at 93.6 on 65148's cluster x 16 stage 1 entry, which serves the odd rows of 65537-65819):
# the GPU tests of cluster stage 4 at 65663; auto against x 16 stage 1 and x 8 / 12 / 16 stage 4
# at odd rows past 65536 (scripts/hundredthirteenth_h.txt), allocating, single runs; then auto at
# softmax_backward's odd rows there.
#     bash scripts/round_hundredthirteenth_h.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200 SESSION=hundredthirteenth
gpu_tests "odd_rows_past_65536"
matrices_until h 300 120
T=60 auto_at auto-h-softmax_backward op=softmax_backward bf16,fp16 65601,65663,65772
rm -f "$OUT"/*.csv
