#!/bin/bash
# Sixty-ninth session, round f (H200): clusters of 8 with and without one_pointer_packs where the
# re-tuned table serves them (bf16 131072 stage 6 x 8, timed with it by round d's tune at 95%, ran
# 92.9 in round e without it; fp16 65536 x 8), beside stage 6 x 16, three interleaved runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 REPEAT=3
for dt in bf16 fp16; do
  T=100 explore try_matrix.py $dt cluster 131072,65536 stage=6,cluster_size=8,onepointer=1 stage=6,cluster_size=8 \
    stage=6,cluster_size=16 | peer_rows | tee -a "$OUT/f-x8.txt"
done
rm -f "$OUT"/*.csv
