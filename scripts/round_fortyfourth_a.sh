#!/bin/bash
# Forty-fourth session, round a (H100): one block (program) an SM spreading every grid of more
# than one wave over the SMs (short_wave=100: fewer blocks, each striding over rows and asking L2
# for its next row's first tiles) against the shipped third (grid = rows unless the last wave is
# under a third full). Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=240 explore try_matrix.py bf16 online 95000,110000,131072,150001,190000 "" short_wave=100 \
    backend=triton backend=triton,short_wave=100 | tee "$OUT/a-bf16.txt"
REPEAT=3 T=150 explore try_matrix.py fp16 online 95000,131072,150001 "" short_wave=100 \
    backend=triton backend=triton,short_wave=100 | tee "$OUT/a-fp16.txt"
REPEAT=3 T=120 explore try_matrix.py op=log_softmax bf16 online 110000,150001 "" short_wave=100 \
    backend=triton backend=triton,short_wave=100 | tee "$OUT/a-log-bf16.txt"
