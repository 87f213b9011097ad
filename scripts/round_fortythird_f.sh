#!/bin/bash
# Forty-third session, round f (H100): online in both backends at the sweep's widths from 32768,
# both ops, every dtype (single runs, as the forty-second session's round i); then Triton's 16-bit
# split holding 8 / 16 elements a thread in registers (gsplitheld) or in chunks of 48 / 56 KB
# (chunk=KB: its tiles all or all but one in shared memory), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
online_sweep f
REPEAT=3 T=150 explore try_matrix.py bf16 online 200003,262144,300001 backend=triton backend=triton,gsplitheld=8 \
    backend=triton,gsplitheld=16 backend=triton,chunk=48 backend=triton,chunk=56 | tee "$OUT/f-bf16-split.txt"
