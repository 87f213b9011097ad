#!/bin/bash
# Seventieth session, round b (H200): the ops the H200 table has no entries for.  The backward ops
# run auto's heuristic there (the table has no "backward" group) and log_softmax reads softmax's
# entries.  Each op at ten widths of the sweep: auto as shipped against auto reading the H200
# table with the H100 table's log_softmax, backward and log_softmax_backward groups added
# (baseline/h200-h100ops.json).  Part 1 also runs one_pointer_packs' GPU test on the shipped
# kernels (round a ran it with the merge change).
#     bash scripts/round_seventieth_b.sh 1|2
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
W=128,512,1000,2048,4096,12345,32768,65536,131072,262144
both() { T=${T:-110} explore try_matrix.py op=$1 $2 auto $W strategy=auto strategy=auto,table=h200-h100ops \
           | peer_rows | tee -a "$OUT/b-$1.txt"; }
if [ "$1" = 1 ]; then
  timeout 60 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "one_pointer" -rfE 2>&1 | tail -3
  for dt in fp32 bf16 fp16; do both softmax_backward $dt; done
else
  for dt in bf16 fp16; do both log_softmax_backward $dt; done
  for dt in fp32 bf16; do both log_softmax $dt; done
fi
rm -f "$OUT"/*.csv
