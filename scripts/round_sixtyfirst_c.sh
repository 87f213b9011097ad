#!/bin/bash
# Sixty-first session, rounds c and d (H100, two calls back to back: c carries .peerwheels/a and
# stashes it, d, argument "peers", carries .peerwheels/b).  Trains of 20, medians of three.
# Round b: cluster stage 6 writing its slice through shared memory and one bulk copy (the patch
# sixtyfirst-b-bulk-store) ran +0.6-0.9 at fp32 155392-178704 and +0.4 at bf16 92000, where quack
# leads auto.  Now the tunable bulk_store=1 (LaunchPlan.bulk_store) in the entries' shapes:
# c, its bands against auto (not allocating); d, allocating, against auto, quack and liger.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
f32="strategy=cluster,stage=6,cluster_size=16,block_size=256"
b16="strategy=cluster,stage=6,cluster_size=16,block_size=128,blocks_per_sm=8"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  { T=260 explore try_matrix.py fp32 auto 150001,152000,155392,158000,160000,163000,165000,170000,172000,175000,178704,185000,190000,199000 \
      strategy=auto $f32 $f32,bulk_store=1
    for dt in bf16 fp16; do
      T=200 explore try_matrix.py $dt auto 80002,84001,86464,88000,90112,92000,95424,97280,98304 strategy=auto $b16 $b16,bulk_store=1
    done
    T=150 explore try_matrix.py op=log_softmax fp32 auto 160000,170000,178704,190000,199000 strategy=auto $f32 $f32,bulk_store=1
  } 2>&1 | grep -v "^   runs" | tee "$OUT/bands.txt"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
# (round d ran after rounds e: bulk_store's buffer now starts on 128 bytes; the bands again first)
{ T=200 explore try_matrix.py fp32 auto 150001,155392,160000,165000,170000,175000,178704,185000,190000,199000 \
    strategy=auto $f32,bulk_store=1
  for dt in bf16 fp16; do
    T=150 explore try_matrix.py $dt auto 80002,84001,86464,88000,90112,92000,95424,97280 strategy=auto $b16,bulk_store=1
  done
  T=120 explore try_matrix.py op=log_softmax fp32 auto 160000,170000,178704,190000,199000 strategy=auto $f32,bulk_store=1
} 2>&1 | grep -v "^   runs" | tee "$OUT/bands-aligned.txt"
{ T=260 explore try_matrix.py fp32 auto 150001,155392,160000,165000,170000,175000,178704,190000 strategy=auto,alloc=1 \
    $f32,bulk_store=1,alloc=1 peer=quack peer=liger
  T=200 explore try_matrix.py bf16 auto 86464,88000,90112,92000,95424,97280 strategy=auto,alloc=1 $b16,bulk_store=1,alloc=1 peer=quack
} 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
