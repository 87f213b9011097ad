#!/bin/bash
# Hundred-eleventh session, round e (H200, one call), after rounds b-d found nine stale CUDA entries
# between 500 and 1800 columns (3-11 points under another config at their own width): auto at 16
# random widths (log-uniform over 256-4096, seed 1111) for every dtype and op on the table of
# scripts/hundredeleventh_entries.py, 90 s at most an op, ops begun until 230 s; the widths under 95.
#     bash scripts/round_hundredeleventh_e.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
T=90 STOP=230 auto_ops e fp32,bf16,fp16 "random=1111:16:256:4096"
rm -f "$OUT"/*.csv; lowest 4 120 "$OUT"/auto-e-*.txt
