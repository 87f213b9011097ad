#!/bin/bash
# Forty-ninth session, round e (H100): the bands round d left, each against its neighbours'
# configs: bf16 softmax 81921-83000 (82000 96.5: stage 6 x 16 steps to six packs past 81920);
# fp32 backward at aligned widths 513-540 (520 97.0, 512's smem x 128); the 16-bit backward at
# 3900-4096 (4096's cluster; block ran 104.5 at 3519-3833); fp32 backward 66266-94000 at stage 2 x
# 8 (102.2-102.3 at 66266-75000, where 65536's x 16 ran 95.6-100.3).  Then auto at 24 more
# random widths (seed 4854).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{ explore try_matrix.py bf16 cluster 81000,81921,82000,82500,83000 strategy=auto stage=6,cluster_size=8 stage=6,cluster_size=16
  for op in softmax_backward log_softmax_backward; do
    explore try_matrix.py op=$op fp32 smem 512,516,520,528,532,540 strategy=auto block_size=128 "" strategy=warp strategy=block,block_size=256
    explore try_matrix.py op=$op fp16 block 3900,3962,4000,4050,4095,4096 strategy=auto ""
    explore try_matrix.py op=$op fp32 cluster 66266,68000,72000,76000,80000,85799,90000,94000 strategy=auto \
        stage=2,cluster_size=8 stage=2,cluster_size=16
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/e.txt"
rm -f "$OUT"/matrix-*.csv
T=140 auto_ops e fp32,bf16,fp16 random=4854:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-e-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
