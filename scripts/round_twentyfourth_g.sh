#!/bin/bash
# Twenty-fourth session, round g (H100): after the stage 2 rule (576 threads past 512) and the
# backward entries of round f: the GPU tests of the new blocks and of auto; forward stage 2 at 8
# blocks, where 576 threads spill a little in 16 bits (ptxas: 8-48 bytes), against 1024; auto for
# both backward ops across the bands (and fresh random widths, seed 37).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "576 or auto" 2>&1 | tail -3
export T=120
for dt in fp32 bf16; do
  explore try_matrix.py op=softmax $dt cluster 140000,150001,170000 stage=2,cluster_size=8 stage=2,cluster_size=8,block_size=1024
done
rm -f "$OUT"/matrix-*.csv
B=131500,132700,134500,139000,143000,146500,148000,152000,165000,170000,176000,180000,random=37:12:128:262144
T=200 auto_at auto-g-bwd op=softmax_backward fp32,bf16,fp16 $B
T=200 auto_at auto-g-log-bwd op=log_softmax_backward fp32,bf16,fp16 $B
rm -f "$OUT"/auto-*.csv
