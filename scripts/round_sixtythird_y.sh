#!/bin/bash
# Sixty-third session, round y (H100, one call).  Round x's lowest backward midpoints off the long
# rows: fp32 21908 (100.8-101.4) and 14220 (101.5), where the default plans of 20001 and 16388
# serve; bf16 softmax_backward 14216 / 18432 (102.2-102.6 where the rest run 104-105).  Stage 2
# at x 4 / x 8 with and without bulk stores there, against auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c=strategy=cluster,stage=2
{ T=200 explore try_matrix.py op=softmax_backward fp32 auto 12000,14220,16388,18104,20001,21908,23000 strategy=auto \
    $c,cluster_size=4 $c,cluster_size=4,bulk_store=1 $c,cluster_size=8 $c,cluster_size=8,bulk_store=1
  T=200 explore try_matrix.py op=softmax_backward bf16 auto 13000,14216,16000,18432,20001 strategy=auto \
    $c,cluster_size=4 $c,cluster_size=4,bulk_store=1 $c,cluster_size=8 $c,cluster_size=8,bulk_store=1
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/backward.txt"
rm -f "$OUT"/*.csv
