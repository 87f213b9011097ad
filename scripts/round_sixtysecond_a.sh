#!/bin/bash
# Sixty-second session, round a (H100, one call).  Round w of the sixty-first session had stage 6 x
# 16 x 256 with bulk_store +0.9-1.3 over stage 5 at fp32 softmax 86000-96000.  Stage 5 serves fp32
# softmax 32768-150000 and log_softmax 32768-155000: stage 6 with bulk_store (x 16 and x 8 blocks a
# cluster) against auto across them, trains of 20, medians of three.  Argument: the op (two calls).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,block_size=256,bulk_store=1"
op=${1:-softmax}
{     T=270 explore try_matrix.py op=$op fp32 auto 24000,32768,40000,45001,50000,57344,65536,70001,75000,80001 \
      strategy=auto $c,cluster_size=16 $c,cluster_size=8
    T=270 explore try_matrix.py op=$op fp32 auto 86000,100000,110000,120000,131072,140000,150000 \
      strategy=auto $c,cluster_size=16 strategy=cluster,stage=6,block_size=192,bulk_store=1,cluster_size=16
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/stage6-$op.txt"
rm -f "$OUT"/*.csv
