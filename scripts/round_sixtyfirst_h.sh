#!/bin/bash
# Sixty-first session, round h (H100, one call on the machine of round g, whose peers stay
# installed).  Trains of 20, medians of three, allocating.  bulk_store in other shapes where
# quack leads: fp32 155000-165000 (quack 100.7 at 160000 against auto's 100.3, round g) at
# x 16 x 224 / 288 / 320 and four blocks of 256; bf16 86464-97280 (quack ahead by 0.4-0.8) at
# x 8 x 256 (quack's cluster there) at three and four blocks, and x 16 x 256 / 192.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
python3 -c "import quack" 2>/dev/null && q=peer=quack || q=
b="strategy=cluster,stage=6,bulk_store=1,alloc=1"
{ T=220 explore try_matrix.py fp32 auto 155392,158000,160000,162000,165000 strategy=auto,alloc=1 \
    $b,cluster_size=16,block_size=224 $b,cluster_size=16,block_size=288 $b,cluster_size=16,block_size=320 \
    $b,cluster_size=16,block_size=256,blocks_per_sm=4 $q
  T=260 explore try_matrix.py bf16 auto 86464,88000,90112,92000,95424,97280 strategy=auto,alloc=1 \
    $b,cluster_size=8,block_size=256 $b,cluster_size=8,block_size=256,blocks_per_sm=4 \
    $b,cluster_size=16,block_size=256 $b,cluster_size=16,block_size=192 $q
} 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/shapes.txt"
rm -f "$OUT"/*.csv
