#!/bin/bash
# Twenty-fourth session, round r (H100): the outcome after rounds p-q's entries: auto at fresh
# random widths (seed 40) for all four ops and dtypes; 16-bit softmax 58000-65535, where 65536's
# 2 x 256 served bf16 63814 at 94.9 (round p), against stage 1 x 8 (log_softmax's there: 100.3)
# and the default plan.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=100
for dt in bf16 fp16; do
  explore try_matrix.py op=softmax $dt cluster 58000,61000,63814,65535 block_size=256,cluster_size=2 stage=1,cluster_size=8 ""
done
rm -f "$OUT"/matrix-*.csv
R=random=40:16:128:262144
T=140 auto_ops r fp32,bf16,fp16 $R
rm -f "$OUT"/auto-*.csv
