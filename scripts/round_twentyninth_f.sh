#!/bin/bash
# Twenty-ninth session, round f (H100): the 16-bit table's stage 6 entries at 16384-63814 (round e)
# checked between their widths: auto from the new table against auto from the previous one
# (.old_table.json, the table before them, as this GPU's tuned table), each width validated and
# timed with its copy; log_softmax stage 6 at the same widths; the small-call latency after them.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
W=12000,14000,16384,20000,24001,28000,32767,32768,36000,40000,45001,50000,50001,55001,60001,63814
for dtype in bf16 fp16; do
  T=200 explore try_matrix.py $dtype cluster $W strategy=auto stage=6,cluster_size=8 stage=6,cluster_size=4
done
start_table .old_table.json
for dtype in bf16 fp16; do T=120 explore try_matrix.py $dtype cluster $W strategy=auto; done
rm -f "$TABLE"
for dtype in bf16 fp16; do
  T=150 explore try_matrix.py op=log_softmax $dtype cluster 16384,24001,32768,45001,50000,63814 strategy=auto \
    stage=6,cluster_size=2 stage=6,cluster_size=4 stage=6,cluster_size=8
done
timeout 200 python3 scripts/latency.py 2>&1 | tail -12
