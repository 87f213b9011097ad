#!/bin/bash
# Eighty-ninth session, round e (H200, one call; carry baseline/h200-89a.json, the session's first
# table), single passes: round d's weak fresh cells, auto's own pick first (c0): 16-bit
# log_softmax_backward 66000-69000 (67000 ran 88-89 on either table) against cluster's shapes, and
# 16-bit softmax 10300-11000 (bf16 10380 94.9 on 10237's x 2 stage 6) against block / cluster / smem
# (scripts/eightyninth_e.txt); then auto on the table with round d's entries (80000, fp32
# log_softmax_backward 95196-99108) against the first at fresh widths beside them.
#     bash scripts/round_eightyninth_e.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyninth matrices_round e 200
for op in softmax_backward log_softmax_backward; do for dt in bf16 fp16; do
  against_table h200-89a $op $dt 76000,84000,87000 | tee -a "$OUT/e-fresh.txt"
done; done
against_table h200-89a log_softmax_backward fp32 94000,96000,98000,100500,102000 | tee -a "$OUT/e-fresh.txt"
rm -f "$OUT"/*.csv
pack_out
