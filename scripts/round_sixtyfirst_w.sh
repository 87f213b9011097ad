#!/bin/bash
# Sixty-first session, round w (H100, one call).  quack led by 0.5 at bf16 160144 (auto: 158556's
# stage 6 x 16 x 256, four blocks) and fp32 91104 (stage 5 x 16 at 192 threads) in round t.
# Other shapes there and at neighbours against auto, allocating, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
c="strategy=cluster,cluster_size=16,alloc=1"
{ T=150 explore try_matrix.py bf16 auto 156000,158556,160144,161464 strategy=auto,alloc=1 \
    $c,stage=6,block_size=224 $c,stage=6,block_size=192 $c,stage=6,block_size=256 $c,stage=6,block_size=320
  T=150 explore try_matrix.py fp32 auto 86000,88000,91104,94000,96000 strategy=auto,alloc=1 \
    $c,stage=6,block_size=256 $c,stage=6,block_size=256,bulk_store=1 $c,stage=6,block_size=192,bulk_store=1 \
    $c,stage=5,block_size=256
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
