#!/bin/bash
# Fifty-ninth session, rounds a and b (H100, two calls back to back: a carries .peerwheels/a and
# stashes it, b, argument "peers", carries .peerwheels/b and installs the peers).  Trains of 20,
# medians of three, allocating.
# a: the GPU tests of auto, --allocate and blocks_per_sm (re-run after 05cc6e5's helper); fp32
#    stage 6 past 64 elements a thread (quack's x 8 at 256 threads, 76 a thread at 155392) and
#    x 8 at 288 / 320 / 384 threads against auto at 140218-190000; fp16 17829's x 4 x 128 at eight
#    blocks an SM against auto across 17006-20686, the band an entry there would serve.
# b: liger against auto at fp32 1648-4576; quack against auto and the fp32 shapes of a.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
x8() { echo strategy=cluster,stage=6,cluster_size=8,block_size=$1,alloc=1; }
fp32_wide=140218,150001,155392,162360,170000,178704,190000
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  gpu_tests "test_auto or allocate or blocks_per_sm"
  T=330 explore try_matrix.py fp32 auto $fp32_wide strategy=auto,alloc=1 $(x8 256) $(x8 288) $(x8 320) $(x8 384) \
    | grep -v "^   runs\|SpecError" | tee "$OUT/fp32-x8.txt"
  T=150 explore try_matrix.py fp16 auto 17006,17500,17829,18500,19500,20686 strategy=auto,alloc=1 \
    strategy=cluster,stage=6,cluster_size=4,block_size=128,blocks_per_sm=8,alloc=1 \
    | grep -v "^   runs\|SpecError" | tee "$OUT/fp16-17829.txt"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
{ T=200 explore try_matrix.py fp32 auto 1648,2000,2504,3000,3504,4000,4576 strategy=auto,alloc=1 peer=liger
  T=250 explore try_matrix.py fp32 auto 155392,162360,170000,178704 strategy=auto,alloc=1 peer=quack $(x8 256) $(x8 288) $(x8 320); } 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
