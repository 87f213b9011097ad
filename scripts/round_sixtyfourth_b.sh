#!/bin/bash
# Sixty-fourth session, round b (H100, one call).  Round a (auto at the midpoints between forward
# entries) ran 98.3-98.9 only at 200000-262144: fp32 softmax 216316 / 247652 (default plans of
# the 200000 and 262144 entries) and 16-bit 237400 (stage 1 of 215000's entry).  Shapes across
# that band against auto: fp32 x 16 with bulk stores at 256-512 threads; 16-bit stage 6 at
# 256 / 384 threads, with bulk stores, stage 1 and stage 7.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,cluster_size=16"
{ T=220 explore try_matrix.py fp32 auto 199500,200000,205000,210000,216316,225000,233963,240000,247652,255000,262143 \
    strategy=auto $c,stage=6,block_size=256 $c,stage=6,bulk_store=1,block_size=256 $c,stage=6,bulk_store=1,block_size=320 \
    $c,stage=6,bulk_store=1,block_size=384 $c,stage=6,bulk_store=1,block_size=512
  T=220 explore try_matrix.py bf16 auto 201000,205000,210000,216316,225000,237400,250000,262143,262144 \
    strategy=auto $c,stage=6 $c,stage=6,block_size=384 $c,stage=6,bulk_store=1,block_size=256 \
    $c,stage=1,block_size=256 $c,stage=7
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
