#!/bin/bash
# Fiftieth session, round g (H100, one call): fp32 log_softmax 210000-250000, where the 233963
# entry's stage 5 x 16 x 512 ran 97.2-97.3 (round e), against stage 6 x 16 (fp32 softmax's, 99.0-99.6
# there) at its default and 256 threads and stage 1; then auto at 24 more random widths (seed
# 4863) on the final table.  Trains of 20, the matrix a median of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
REPEAT=2 explore try_matrix.py op=log_softmax fp32 cluster 210000,220000,231848,233963,240000,250000 \
    strategy=auto stage=6,cluster_size=16 stage=6,cluster_size=16,block_size=256 stage=1,cluster_size=16 \
    2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
T=140 auto_ops g fp32,bf16,fp16 random=4863:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-g-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
