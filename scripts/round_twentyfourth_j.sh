#!/bin/bash
# Twenty-fourth session, round j (H100): the outcome.  fp32 backward's 3000 entry now CUDA block of
# 512 (round d: 102.3-103.0 at 2100-3000, where smem's 512 ran 88.7-101.3): block against smem up
# to where 4096's entry takes over; then auto at fresh random widths (seed 38) for every op.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=120
for op in softmax_backward log_softmax_backward; do
  for s in block smem; do explore try_matrix.py op=$op fp32 $s 2543,3000,3200,3459,3505 block_size=512; done
done
rm -f "$OUT"/matrix-*.csv
R=random=38:16:128:262144
T=150 auto_ops j fp32,bf16,fp16 $R
rm -f "$OUT"/auto-*.csv
