#!/bin/bash
# Twenty-fourth session, round q (H100): round p's widths under 95.  16-bit 136 (128's warp of 16
# lanes: 17 packs, the second pack of 15 lanes idle; 89.7-94.9) against 8 lanes (150's entry) and
# the default from 129 to 150; fp32 forward 150001-160000 (158000 in 150001's default plan: 94.5),
# against stage 1 x 16 (96.2-98.0 from 160000, round o).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=150
for op in softmax log_softmax; do
  for dt in bf16 fp16; do
    explore try_matrix.py op=$op $dt warp 129,132,136,140,144,150 threads_per_row=16 threads_per_row=8 ""
  done
  explore try_matrix.py op=$op fp32 cluster 150001,152000,155000,158000 "" stage=1,cluster_size=16
done
rm -f "$OUT"/matrix-*.csv
