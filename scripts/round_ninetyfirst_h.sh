#!/bin/bash
# Ninety-first session, round h (H200, one call; carry baseline/h200-91d.json, the table before
# round g's entries), single passes, on the final table: auto against auto on that table at 16-bit
# log_softmax 50958-65646 (round g's widths) and fresh widths between them.
#     bash scripts/round_ninetyfirst_h.sh
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do against_table h200-91d log_softmax $dt 50958,51500,52145,58000,62000,65646; done | tee "$OUT/h-fresh.txt"
