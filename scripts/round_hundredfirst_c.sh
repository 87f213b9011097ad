#!/bin/bash
# Hundred-first session, round c (H200, one call): the write order of cluster x 16 stage 7 at
# 160 x 6 and 192 x 5 where the rule writes the staged packs first and either order is
# spill-free (bf16 softmax, fp16 log_softmax), medians of five (scripts/hundredfirst_c.txt); then
# auto at 6 random widths a 16-bit dtype of 140000-262143, the forward ops (seed 1014).
#     bash scripts/round_hundredfirst_c.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfirst matrices_round c 120
T=60 auto_ops c bf16,fp16 "random=1014:6:140000:262143" softmax log_softmax; rm -f "$OUT"/*.csv
lowest 6 120 "$OUT"/auto-c-*.txt
pack_out
