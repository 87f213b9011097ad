#!/bin/bash
# Hundred-eleventh session, round g (H200, one call): bf16 softmax_backward 1211's entry takes CUDA
# smem (105.2 in round c) for block at its rule's 96 threads (106.4, but 8 bytes of spills under
# ptxas): auto on it against the table before (baseline/h200_before.json) at the widths it serves,
# medians of three, allocating; then the session's GPU tests.
#     bash scripts/round_hundredeleventh_g.sh            (device tool, carrying baseline)
source scripts/device_env.sh; export COLUMNS=200; A=",alloc=1"
REPEAT=3 T=100 explore try_matrix.py op=softmax_backward bf16 auto 1206,1211,1216 strategy=auto$A \
  strategy=auto,table=h200_before$A strategy=block$A 2>&1 | peer_rows | tee $OUT/g-matrices.txt
rm -f "$OUT"/*.csv
gpu_tests hundredeleventh
