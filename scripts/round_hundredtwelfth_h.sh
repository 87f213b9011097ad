#!/bin/bash
# Hundred-twelfth session, round h (H200, one call, the session's last device seconds): the GPU
# tests of auto and the backward kernels on the final table (8 workers); then auto at 16 random
# widths of 500-8000 (seed 1122) for the backward ops, every dtype, single runs, 80 s at most an op.
#     bash scripts/round_hundredtwelfth_h.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
auto_tests h-gpu-tests 170
T=80 STOP=280 auto_ops h fp32,bf16,fp16 "random=1122:16:500:8000" softmax_backward log_softmax_backward
rm -f "$OUT"/*.csv; lowest 4 120 "$OUT"/auto-h-*.txt
