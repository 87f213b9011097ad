#!/bin/bash
# Fiftieth session, round b (H100, one call; carries baseline/h100-before-50.json): (1) stage 6 x 16
# at 143639-157443, where four blocks an SM of 160 threads at 8 packs ran 96.1-98.6 in round a
# (five: 98.0-99.1), against 192 / 256 threads a block and stage 1; (2) bf16 softmax_backward's
# new entry at 775 (warp x 256) against the table before; (3) auto at 24 more random widths (seed
# 4859), every op and dtype.  Trains of 20, matrices medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
S6="strategy=auto strategy=auto,min_blocks=5 stage=6,cluster_size=16,block_size=192 stage=6,cluster_size=16,block_size=256 stage=1,cluster_size=16"
{
  for dt in bf16 fp16; do
    REPEAT=2 explore try_matrix.py op=log_softmax $dt cluster 143700,146000,148000,150001,152000,154000,157443 $S6
  done
  REPEAT=2 explore try_matrix.py op=softmax fp16 cluster 143700,146000,148000,150001,152000,154000,157443,160000,163000 $S6
  REPEAT=2 explore try_matrix.py op=softmax_backward bf16 warp 662,700,740,775,776,778,781 strategy=auto strategy=auto,table=h100-before-50
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
T=140 auto_ops b fp32,bf16,fp16 random=4859:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-b-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
