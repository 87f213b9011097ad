#!/bin/bash
# Thirty-seventh session, round d (H100): the held entry's even waves (round c) where a grid runs
# four and more waves of one block a row (entry 61 lost 7 with even waves at fp32 50000's five) and
# at the sweep's one width it changes (fp32 100000: 671 rows, 5 waves and 11 rows), short_wave=0 the
# former grid.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py fp32 online 70000,100000,120000,160000 short_wave=0 "" | tee "$OUT/d-fp32.txt"
REPEAT=3 T=120 explore try_matrix.py bf16 online 120000,160000 short_wave=0 "" | tee "$OUT/d-bf16.txt"
REPEAT=3 T=80 explore try_matrix.py fp16 online 160000 short_wave=0 "" | tee "$OUT/d-fp16.txt"
REPEAT=3 T=80 explore try_matrix.py op=log_softmax bf16 online 240000 short_wave=0 "" | tee "$OUT/d-bf16-log.txt"
