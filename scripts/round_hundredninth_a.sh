#!/bin/bash
# Hundred-ninth session, round a (H200, one call): auto's backward at the 41 widths models use that
# round hundred-eighth g timed forward only (scripts/hundredeighth_widths_g.txt; single runs, a
# cell under 95 timed twice more); then entry 191's one-round leads again, medians of five
# (scripts/hundredninth_a.txt: fp32 log_softmax 13824 / 49152 / 6093-6147, fp32 softmax 53248,
# bf16 log_softmax 16384, fp16 log_softmax 16384's CUDA twin), lines until 500 s have passed.
#     bash scripts/round_hundredninth_a.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
widths=$(cat scripts/hundredeighth_widths_g.txt)
T=150 auto_ops a fp32,bf16,fp16 "$widths" softmax_backward log_softmax_backward
mkdir -p "$OUT/csv" && mv "$OUT"/auto-*.csv "$OUT/csv/"
REPEAT=5 SESSION=hundredninth matrices_until a 500 80
lowest 6 120 "$OUT"/auto-a-*.txt
pack_out
