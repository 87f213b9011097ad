#!/bin/bash
# Sixty-third session, round z (H100, one call; carries baseline/h100-before-63z.json, the table
# before these entries).  Round y: stage 2 x 8 ran 0.7-2.8 above auto at fp32 backward 12000-21908
# (block, smem and the default cluster plan served) and bf16 softmax_backward 14216-16000 (block
# x 512).  Entries: fp32 backward 14000 / 16384 / 16388 / 20001 at x 8 with bulk stores, bf16
# 16384 at x 8.  Auto against the table before across the runs scripts/served_diff.py lists
# (fp32 13084-21909, bf16 14152-16689), then the GPU tests of this session's backward entries.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" = z2 ]; then
  T=150 against_table h100-before-63z softmax_backward bf16 16151,16384,16385,16387,16388,16389,16391,16392,16500,16689 \
    | tee "$OUT/bands.txt"
  rm -f "$OUT"/*.csv; gpu_tests "auto_backward_at_the_sixtythird_entries"; exit
fi
{ for op in softmax_backward log_softmax_backward; do
    T=200 against_table h100-before-63z $op fp32 13083,13084,13212,13500,14000,14151,14221,14294,15000,16000,16384,16385,16388,18104,20001,21000,21909,21910
  done
  T=150 against_table h100-before-63z softmax_backward bf16 14151,14152,14294,15000,16000,16384,16391,16392,16689,16690
} 2>&1 | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
gpu_tests "auto_backward_at_the_sixtythird_entries or backward_bulk_store"
# Round z2 (argument "z2"; the same carry): bf16 16392-16689 fell to 78-79 on x 8 (2049 packs and
# more: two packs a thread), so a 16392 entry holds 17000's x 4 x 256 there; its run's edges.
# Round z3 (run inline; the same carry): fp32 x 8 at 16388-17187 holds 513-537 packs in 256 x 3
# slots (a shape entry 130 found slow): auto, the table before and x 8 at 128 / 192 threads at
# 16398-18104 (try_matrix.py op=softmax_backward fp32 auto ... strategy=auto
# strategy=auto,table=h100-before-63z strategy=cluster,stage=2,cluster_size=8,bulk_store=1,block_size=128|192).
