#!/bin/bash
# Sixty-second session, round b (H100, one call).  Round a: fp32 stage 6 with bulk_store ran +0.5-1.3
# over auto (stage 5) at 24000-50000 and 70001-80001 (x 8) and 80001-140000 (x 16), level at powers of
# two.  Denser widths and the other block sizes, softmax, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,stage=6,bulk_store=1"
{ T=270 explore try_matrix.py fp32 auto 18000,20000,22536,24000,28000,30001,36000,40000,48000,50001 \
    strategy=auto $c,cluster_size=4,block_size=256 $c,cluster_size=8,block_size=256 $c,cluster_size=8,block_size=192 \
    $c,cluster_size=8,block_size=384
  T=270 explore try_matrix.py fp32 auto 54000,57344,60000,61001,63000,65536,68000,72000,77777,82000 \
    strategy=auto $c,cluster_size=8,block_size=256 $c,cluster_size=16,block_size=256 $c,cluster_size=16,block_size=192 \
    $c,cluster_size=8,block_size=384
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
