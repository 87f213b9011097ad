#!/bin/bash
# Eighty-ninth session, round a (H200, one call), single passes: auto's own pick at 16 random
# widths a dtype (log-uniform 128-262143, seed 8930), every op, to find the weakest cells left;
# the four lowest of each op.
#     bash scripts/round_eightyninth_a.sh
source scripts/device_env.sh; export COLUMNS=250
T=120 auto_ops a fp32,bf16,fp16 "random=8930:16:128:262143"; rm -f "$OUT"/*.csv
lowest 6 120 "$OUT"/auto-a-*.txt
pack_out
