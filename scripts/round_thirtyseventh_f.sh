#!/bin/bash
# Thirty-seventh session, round f (H100): the shipped even waves against one block a row
# (short_wave=0) at the sweep's long widths and where rounds c-d moved them, and Triton online
# against the shipped CUDA kernel there (the 10%); medians of three interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=170 explore try_matrix.py fp32 online 100000,131072,200000,240000,262144 "" short_wave=0 backend=triton \
    | tee "$OUT/f-fp32.txt"
REPEAT=3 T=130 explore try_matrix.py bf16 online 131072,160000,230000,262144 "" short_wave=0 backend=triton \
    | tee "$OUT/f-bf16.txt"
REPEAT=3 T=130 explore try_matrix.py fp16 online 131072,160000,240000,262144 "" short_wave=0 backend=triton \
    | tee "$OUT/f-fp16.txt"
REPEAT=3 T=80 explore try_matrix.py op=log_softmax fp16 online 230000,250000 "" short_wave=0 | tee "$OUT/f-fp16-log.txt"
