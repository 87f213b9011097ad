#!/bin/bash
# Ninety-third session, round g (H200, one call): auto on the final table at 20 fresh random widths
# (seed 9304, log-uniform over 130000-262143) in every op and dtype, to find bands past 130000
# where the entry served runs well under the shapes beside it (as bf16 log_softmax 250000-261900
# did, rounds d-f); a width under 95 shows the median of three runs (try_auto).
#     bash scripts/round_ninetythird_g.sh
source scripts/device_env.sh; export COLUMNS=250
T=130 auto_ops g fp32,bf16,fp16 "random=9304:20:130000:262143"; rm -f "$OUT"/*.csv
lowest 6 120 "$OUT"/auto-g-*.txt
pack_out
