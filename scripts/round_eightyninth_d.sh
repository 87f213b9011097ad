#!/bin/bash
# Eighty-ninth session, round d (H200, one call; carry baseline/h200-89a.json, the session's first
# table: `git show 21f43c9:softgen/tuning/h200.json`), single passes: auto on the table with rounds
# b-c's entries (scripts/eightyninth_entries.py) against auto on the first, at fresh widths in the
# bands the entries went in (16-bit forward 6300-10600, 16-bit backward 24000-170000 and
# log_softmax_backward 145-165); a probe of fp32 log_softmax_backward 95196-99108 (x 16 stage 2,
# 95) against stage 4; then the GPU tests of auto.
#     bash scripts/round_eightyninth_d.sh
source scripts/device_env.sh; export COLUMNS=250
for op in softmax log_softmax; do for dt in bf16 fp16; do
  against_table h200-89a $op $dt 6420,6750,7300,7777,8300,8555,8777,9277,9590,9911,10380 | tee -a "$OUT/d-forward.txt"
done; done
for op in softmax_backward log_softmax_backward; do for dt in bf16 fp16; do
  against_table h200-89a $op $dt 24400,25200,26100,27300,28500,58000,60300,64000,67000,70500,80000,95000,110000,128000,140500,152000,165000 \
    | tee -a "$OUT/d-backward.txt"
done; done
for dt in bf16 fp16; do against_table h200-89a log_softmax_backward $dt 147,152,155,159,163 | tee -a "$OUT/d-narrow.txt"; done
T=150 explore try_matrix.py op=log_softmax_backward fp32 auto 95196,97000,99108 strategy=auto strategy=cluster \
  strategy=cluster,cluster_size=12,stage=4 strategy=cluster,cluster_size=16,stage=4 strategy=cluster,cluster_size=16,stage=2 \
  strategy=cluster,cluster_size=8 | peer_rows | tee "$OUT/d-fp32.txt"
rm -f "$OUT"/*.csv
auto_tests d-gpu-tests 150 auto
pack_out
