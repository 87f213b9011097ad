#!/bin/bash
# Hundred-fifth session, round g (H200, one call): auto on the final table at 12 fresh random
# widths (seed 1064, log-uniform 128-262143) an op and dtype, 144 cells, single runs (a width under
# 95 timed twice more, the median of three: scripts/try_auto.py); then each op's four lowest.
#     bash scripts/round_hundredfifth_g.sh
source scripts/device_env.sh; export COLUMNS=200
T=110 auto_ops g fp32,bf16,fp16 random=1064:12:128:262143; rm -f "$OUT"/*.csv
lowest 4 120 "$OUT"/auto-g-*.txt
