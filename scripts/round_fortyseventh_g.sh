#!/bin/bash
# Forty-seventh session, round g (H100; carry baseline/h100-f.json, baseline/h100-ef.json).
# Rounds a-b and f left their last config's table as the GPU's for the next run (try_matrix now
# restores it at exit), so only each script's first run compared what it meant to: those again,
# each run from no tuned table.  (1) The candidate table (now also bf16 198000 at stage 1 x 256,
# 196608 at stage 6 x 192 threads, fp16 softmax stage 6 at 150001 / 170000) against the shipped
# one at round f's widths and 196700 / 197000, 16-bit, three ops.  (2) The shipped table (now
# write-back by default) against it with every CUDA entry past 640 storing evict-first (h100-ef).
# Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
w=136434,139268,160000,164814,176092,177190,181739,182507,187458,190536,196700,197000,198240,203639,205887,211755,230000,235286,245000,258000
for op in softmax log_softmax softmax_backward; do
  for dt in bf16 fp16; do
    rm -f "$TABLE"
    T=200 explore try_matrix.py op=$op $dt auto $w strategy=auto strategy=auto,table=h100-f 2>&1 | grep -v "^   runs"
  done
done
w=1101,1280,4096,8192,12345,16384,32768,50000,65536,131072,200001,262144
for op in softmax log_softmax softmax_backward; do
  for dt in bf16 fp16 fp32; do
    rm -f "$TABLE"
    T=200 explore try_matrix.py op=$op $dt auto $w strategy=auto strategy=auto,table=h100-ef 2>&1 | grep -v "^   runs"
  done
done
