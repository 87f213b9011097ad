#!/bin/bash
# Sixty-first session, rounds i and j (H100, two calls back to back: i carries .peerwheels/a and
# stashes it, j, argument "peers", carries .peerwheels/b).  Trains of 20, medians of three.
# Round e: a bulk copy from shared memory off a 128-byte boundary cost 2.3 points.  Cluster stage
# 6's packs start on 16 bytes (16-bit) or 32 (fp32), and its slices split rows on that grain, so a
# warp's run of packs, and a block's bulk copy, start mid-line (entry 117: online's odd rows
# gained 1-3 from packs on 128-byte lines).  i: try_matrix `align=N` (packs on N x 16 bytes; 8 =
# a line) at the quack gaps, with and without bulk_store; j, allocating, the best against quack.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
s256="strategy=cluster,stage=6,cluster_size=16,block_size=256,blocks_per_sm=4"
s128="strategy=cluster,stage=6,cluster_size=16,block_size=128,blocks_per_sm=8"
f32="strategy=cluster,stage=6,cluster_size=16,block_size=256"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  { for dt in bf16 fp16; do
      T=150 explore try_matrix.py $dt auto 158556,161464,163064,170000 strategy=auto $s256,align=8 $s256,align=2 $s256,align=8,bulk_store=1
      T=150 explore try_matrix.py $dt auto 88000,92000,97280 strategy=auto $s128,align=8 $s128,align=2 $s128,align=8,bulk_store=1
    done
    T=150 explore try_matrix.py fp32 auto 155392,160000,170000,178704 strategy=auto $f32,bulk_store=1,align=8 $f32,align=8
  } 2>&1 | grep -v "^   runs" | tee "$OUT/align.txt"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
{ for dt in bf16 fp16; do
    T=200 explore try_matrix.py $dt auto 158556,161464,163064,170000,88000,92000,97280 strategy=auto,alloc=1 ${J16:-$s256,align=8,alloc=1} peer=quack
  done
  T=150 explore try_matrix.py fp32 auto 155392,160000,162000,170000,178704 strategy=auto,alloc=1 ${J32:-$f32,bulk_store=1,align=8,alloc=1} peer=quack
} 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
