#!/bin/bash
# Sixty-fourth session, round c (H100, one call).  Round b: fp32 softmax x 16 x 256 with bulk
# stores ran +0.5-0.9 over auto at 199500-233963 (level at 240000, 73 from 247652), and 16-bit
# softmax stage 6 at the default shape +1.0 at 237400, level at 216316-225000, where stage 1
# serves.  Edges: fp32 softmax 199001-247000 (odd widths too) and log_softmax 199000-262143
# with bulk stores at 256 / 384 / 512 threads; bf16 and fp16 softmax 215000-237400, stage 6.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,cluster_size=16"
{ T=160 explore try_matrix.py fp32 auto 199001,200001,201645,215001,225001,233963,236000,238000,239999,242000,244000,246000 \
    strategy=auto $c,stage=6,bulk_store=1,block_size=256
  T=220 explore try_matrix.py op=log_softmax fp32 auto 199000,200001,201645,205000,210000,216316,220000,225000,231848,236000,240000,245000,250000,262143 \
    strategy=auto $c,stage=6,bulk_store=1,block_size=256 $c,stage=6,bulk_store=1,block_size=384 $c,stage=6,bulk_store=1,block_size=512
  for dt in bf16 fp16; do
    T=150 explore try_matrix.py $dt auto 215000,217000,219001,221000,223000,225000,227001,229000,232000,235000,237400 \
      strategy=auto $c,stage=6
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/bands.txt"
rm -f "$OUT"/*.csv
