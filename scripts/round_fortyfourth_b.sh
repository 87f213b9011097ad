#!/bin/bash
# Forty-fourth session, round b (H100): round a's spread grids at more widths. CUDA's held entry
# always spread (short_wave=100) against the shipped third, in fp32 too; Triton's gluon kernel at
# one program an SM spread where the last wave is under 65% / always, and asking L2 for two tiles
# of the next row (gnext=2). Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=300 explore try_matrix.py bf16 online 98304,105000,115000,140000,170000,180000 "" short_wave=100 \
    backend=triton backend=triton,short_wave=65 backend=triton,short_wave=100 \
    backend=triton,short_wave=100,gnext=2 | tee "$OUT/b-bf16.txt"
REPEAT=3 T=120 explore try_matrix.py fp32 online 30001,36001,40001 "" short_wave=100 | tee "$OUT/b-fp32.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax fp16 online 110000,150001,190000 "" short_wave=100 \
    backend=triton backend=triton,short_wave=65 | tee "$OUT/b-log-fp16.txt"
