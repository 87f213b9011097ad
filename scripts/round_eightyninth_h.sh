#!/bin/bash
# Eighty-ninth session, round h (H200, one call; carry baseline/h200-89a.json, the session's first
# table), single passes, on the final table (scripts/eightyninth_entries.py on rounds b-g): auto
# against auto on the first at fresh widths beside round g's entries (16-bit backward 79501-86003,
# bf16 log_softmax 51001-54321), then the GPU tests of auto.
#     bash scripts/round_eightyninth_h.sh
source scripts/device_env.sh; export COLUMNS=250
for line in "softmax_backward bf16" "softmax_backward fp16" "log_softmax_backward fp16"; do
  against_table h200-89a $line 79501,80501,83500,85001,86003 | tee -a "$OUT/h-fresh.txt"
done
against_table h200-89a log_softmax bf16 51001,52222,53003,54321 | tee -a "$OUT/h-fresh.txt"
rm -f "$OUT"/*.csv
auto_tests h-gpu-tests 150 auto
pack_out
