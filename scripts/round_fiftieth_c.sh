#!/bin/bash
# Fiftieth session, round c (H100, one call; carries baseline/h100-before-50b.json, the table before
# round b's stage 6 entries): (1) the new 16-bit log_softmax / fp16 softmax stage 6 x 16 entries at
# 192 / 256 threads (143700-163000) against the table before, across the widths they now serve;
# (2) bf16 softmax 143700-203000 (stage 1 x 16, 96.6-98.5 in the table) against stage 6 x 16 at 192 /
# 256 / 320 threads; (3) auto at 24 more random widths (seed 4860).  Trains of 20, matrices
# medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
W=138500,139000,140500,141500,142500,143700,145001,147000,149000,151001,155000,158000,159000,161000,164000,166000
{
  for dt in bf16 fp16; do
    REPEAT=2 explore try_matrix.py op=log_softmax $dt auto $W strategy=auto strategy=auto,table=h100-before-50b
  done
  REPEAT=2 explore try_matrix.py op=softmax fp16 auto $W strategy=auto strategy=auto,table=h100-before-50b
  REPEAT=2 explore try_matrix.py op=softmax bf16 cluster 143700,148000,152000,158556,163840,170000,180000,190000,199646,200001,203000 \
      strategy=auto stage=6,cluster_size=16,block_size=192 stage=6,cluster_size=16,block_size=256 stage=6,cluster_size=16,block_size=320
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
T=140 auto_ops c fp32,bf16,fp16 random=4860:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-c-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
