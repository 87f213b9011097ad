#!/bin/bash
# Forty-ninth session, round c (H100; carry baseline/h100-before-49c.json, the table before round
# b's entries): bf16 log_softmax_backward 32768 and the 16-bit softmax_backward 40001 at stage 1
# x 8 against the table before, across their bands; the sweeps' lowest (rounds a-b): bf16 softmax
# 73100-85799 (97.3-97.7, stage 6, where fp16 runs 101-102) and the backward ops at 512-600 (fp32
# softmax_backward 525 96.9, bf16 537 97.6), each against its neighbours' configs; then auto at 24
# more random widths (seed 4853).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{ explore try_matrix.py op=log_softmax_backward bf16 auto 30000,32768,33000,34500,36000 strategy=auto strategy=auto,table=h100-before-49c
  for dt in bf16 fp16; do
    explore try_matrix.py op=softmax_backward $dt auto 36204,38000,40001,42000,44722 strategy=auto strategy=auto,table=h100-before-49c
  done
  for dt in bf16 fp16; do
    explore try_matrix.py $dt cluster 70001,73100,73495,78000,80001,85799,90000,95000 strategy=auto \
        stage=6,cluster_size=8 stage=6,cluster_size=16 stage=1,cluster_size=8 stage=1,cluster_size=16
  done
  for op in softmax_backward log_softmax_backward; do
    explore try_matrix.py op=$op fp32 smem 512,525,537,560,600 strategy=auto block_size=128 block_size=256 strategy=block,block_size=256 strategy=warp
    explore try_matrix.py op=$op bf16 warp 512,525,537,560,600 strategy=auto "" threads_per_row=16 block_size=256 strategy=block
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/c.txt"
T=140 auto_ops c fp32,bf16,fp16 random=4853:24:128:262143
for f in "$OUT"/auto-c-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
