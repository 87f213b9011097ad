#!/bin/bash
# Fiftieth session, round e (H100, one call; carries baseline/h100-before-50b.json): the entries
# that keep stage 6's default shape (160 threads, 7 packs, 5 blocks an SM) up to 143360, where it
# steps to 8 packs, and take stage 6 x 16 at 192 threads from 143361 (16-bit log_softmax, fp16
# softmax), timed at their own widths and around them against the table before round b; then
# auto at 24 more random widths (seed 4862).  Trains of 20, matrices medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
W=143200,143359,143360,143361,143368,143500,144000
B="strategy=auto strategy=auto,table=h100-before-50b"
{
  for dt in bf16 fp16; do REPEAT=2 explore try_matrix.py op=log_softmax $dt auto $W $B; done
  REPEAT=2 explore try_matrix.py op=softmax fp16 auto $W $B
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
T=140 auto_ops e fp32,bf16,fp16 random=4862:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-e-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
