#!/bin/bash
# Hundred-ninth session, round c (H200, one call): entry 190's untimed runs of aligned widths that
# 8192's Triton online entries serve (scripts/online_runs.py 1024 32768 40: fp32 softmax 7876-8556,
# fp32 log_softmax 8024-8556, bf16 softmax_backward 8112-8600) against the CUDA kernel their odd
# neighbours run, medians of three (scripts/hundredninth_c.txt); then auto at 24 fresh random
# widths of 128-99999 for every op and dtype on the table with round b's entries (seed 10902;
# single runs, a cell under 95 timed twice more), ops begun until 450 s have passed.
#     bash scripts/round_hundredninth_c.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
REPEAT=3 SESSION=hundredninth matrices_round c 80
widths=$(random_widths 10902 24 128 99999)
for op in softmax log_softmax softmax_backward log_softmax_backward; do
  [ $SECONDS -gt 450 ] && { echo "== sweep stopped at $SECONDS s before $op"; break; }
  T=110 auto_at "auto-d-$op" "op=$op" fp32,bf16,fp16 "$widths"
done
mkdir -p "$OUT/csv" && mv "$OUT"/auto-*.csv "$OUT/csv/" 2>/dev/null
lowest 5 120 "$OUT"/auto-d-*.txt
pack_out
