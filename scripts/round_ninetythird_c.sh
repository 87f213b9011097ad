#!/bin/bash
# Ninety-third session, round c (H200, one call): auto at 24 fresh random widths (seed 9301,
# log-uniform over 128-262143) in every op and dtype, on the shipped table with this session's
# code (the same as the ninety-second's final: rounds a-b kept no change); a width under 95 shows
# the median of three runs (try_auto). Then the four lowest of each op.
#     bash scripts/round_ninetythird_c.sh
source scripts/device_env.sh; export COLUMNS=250
T=130 auto_ops c fp32,bf16,fp16 "random=9301:24:128:262143"; rm -f "$OUT"/*.csv
lowest 4 120 "$OUT"/auto-c-*.txt
pack_out
