#!/bin/bash
# Ninety-third session, round k (H200, one call): auto on the final table at 16 fresh random
# widths (seed 9306, log-uniform over 128-262143) in every op and dtype; a width under 95 shows the
# median of three runs (try_auto). Then the four lowest of each op.
#     bash scripts/round_ninetythird_k.sh
source scripts/device_env.sh; export COLUMNS=250
T=60 auto_ops k fp32,bf16,fp16 "random=9306:16:128:262143"; rm -f "$OUT"/*.csv
lowest 4 120 "$OUT"/auto-k-*.txt
pack_out
