#!/bin/bash
# Eighty-ninth session, round f (H200, one call; carry baseline/h200-89a.json, the session's first
# table), single passes, on the final table (scripts/eightyninth_entries.py on rounds b-e): auto
# against auto on the first at fresh widths beside round e's entries (16-bit log_softmax_backward
# 65700-69500, 16-bit softmax 10250-11100); round a's random widths again (seed 8930, every op and
# dtype: before / after); the GPU tests of auto.
#     bash scripts/round_eightyninth_f.sh
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  against_table h200-89a log_softmax_backward $dt 65700,65800,66200,66800,67200,68500,69500 | tee -a "$OUT/f-fresh.txt"
  against_table h200-89a softmax $dt 10250,10500,10700,10900,11100 | tee -a "$OUT/f-fresh.txt"
done
T=120 auto_ops f fp32,bf16,fp16 "random=8930:16:128:262143"; rm -f "$OUT"/*.csv
lowest 6 120 "$OUT"/auto-f-*.txt
auto_tests f-gpu-tests 150 auto
pack_out
