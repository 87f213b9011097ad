#!/bin/bash
# Seventieth session, round c (H200): auto on the table with the backward tuned (rounds b3-b4:
# `softgen tune --op softmax_backward` at the sweep's 17 widths, every dtype; carried as
# baseline/h200-bwd.json) against auto as shipped (the heuristic: no backward entries), both
# backward ops at the sweep's widths; log_softmax_backward reads softmax_backward's entries.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
W=128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384,32768,50000,65536,131072,262144
both() { T=${T:-110} explore try_matrix.py op=$1 $2 auto $W strategy=auto,table=h200-bwd strategy=auto \
           | peer_rows | tee -a "$OUT/c-$1.txt"; }
for dt in fp32 bf16 fp16; do both softmax_backward $dt; done
for dt in bf16 fp16; do both log_softmax_backward $dt; done
rm -f "$OUT"/*.csv
