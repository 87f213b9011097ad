#!/bin/bash
# Sixty-second session, round c (H100, one call).  Round b: fp32 softmax stage 6 with bulk_store
# x 8 x 192 held +0.6-1.4 over auto at 18000-50001, x 16 x 192 +0.2-1.5 at 54000-82000.  Below
# 18000 (stage 6 x 4 and block entries) with x 4 and x 2; log_softmax in round b's shapes across its
# bands.  Trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,bulk_store=1"
{ T=200 explore try_matrix.py fp32 auto 5000,6001,7000,8192,9000,10001,11000,12345,14000,16384,16388,17001 \
    strategy=auto $c,cluster_size=4,block_size=256 $c,cluster_size=4,block_size=192 $c,cluster_size=2,block_size=256 \
    $c,cluster_size=8,block_size=192
  T=200 explore try_matrix.py op=log_softmax fp32 auto 14000,18000,24000,30001,40000,45001,50000 \
    strategy=auto $c,cluster_size=4,block_size=256 $c,cluster_size=8,block_size=192
  T=200 explore try_matrix.py op=log_softmax fp32 auto 54000,61001,65535,65536,77777,90000,100000,100001,120000,131071,150001,155000 \
    strategy=auto $c,cluster_size=16,block_size=192
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
