#!/bin/bash
# Twenty-fifth session, round p (H100): round o's 16-bit softmax_backward shortfalls, aligned
# widths both: bf16 34816 / 35992 87.8 / 92.8 (32768's online entry), 128720 93.3-93.6 (131072's
# default entry); the configs there, both backward ops, against stage 1 x 16 (rounds m, n:
# 100-105 from 65536 to 175001) and fp16's 32768 entry (x 8 at 256: 102-104 at 34816-35992).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=110
for dt in bf16 fp16; do
  explore try_matrix.py op=softmax_backward $dt cluster 32768,34816,35992,40000,44000 cluster_size=8,block_size=256 stage=1,cluster_size=16 stage=1,cluster_size=8
done
explore try_matrix.py op=softmax_backward bf16 online 32768,34816,35992 ""
for op in softmax_backward log_softmax_backward; do for dt in bf16 fp16; do
  explore try_matrix.py op=$op $dt cluster 112000,120000,125000,128720,131072 "" stage=1,cluster_size=16
done; done
rm -f "$OUT"/matrix-*.csv
