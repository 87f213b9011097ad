#!/bin/bash
# Sixty-ninth session, round d (H200): LaunchPlan.one_pointer_packs as shipped (CUDA cluster
# stage 6, 16-bit, clusters of 8 or more, slices that fill every thread's packs, 80 registers a
# thread) against the same kernels without it (onepointer=0), three interleaved runs; then
# `softgen tune` of bf16 and fp16 at the sweep's widths from 16384 on, on top of round b's table
# (the shipped one with fp16 tuned, carried as baseline/h200-fp16.json), and auto on the new table
# against the shipped one (table=h200).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  REPEAT=3 T=150 explore try_matrix.py $dt cluster 262144x256,262144x1024,131072x512 stage=6,cluster_size=16 \
    stage=6,cluster_size=16,onepointer=0 stage=1,cluster_size=16 | peer_rows | tee -a "$OUT/d-onepointer.txt"
  REPEAT=3 T=60 explore try_matrix.py $dt cluster 65536 stage=6,cluster_size=8 stage=6,cluster_size=8,onepointer=0 \
    | peer_rows | tee -a "$OUT/d-onepointer.txt"
done
W=16384,32768,50000,65536,131072,262144
START=baseline/h200-fp16.json T=200 bash scripts/round_sixtyeighth_b.sh bf16:$W fp16:$W
for dt in bf16 fp16; do
  T=100 explore try_matrix.py $dt auto $W strategy=auto,alloc=1 strategy=auto,table=h200,alloc=1 | peer_rows | tee -a "$OUT/d-auto.txt"
done
rm -f "$OUT"/*.csv
