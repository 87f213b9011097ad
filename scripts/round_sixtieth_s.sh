#!/bin/bash
# Sixtieth session, rounds s and t (H100, two calls back to back: s carries .peerwheels/a and
# stashes it, t, argument "peers", carries .peerwheels/b).  Trains of 20, medians of three,
# allocating.  bf16 / fp16 softmax 86000-92000, where quack leads by up to 1.1 (round g; auto: 85799's
# x 8 at its default 192 threads): stage 6 shapes at 32 warps an SM against auto and quack.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" != peers ]; then bash scripts/install_peers.sh stash; exit; fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
s6() { echo "strategy=cluster,stage=6,cluster_size=$1,block_size=$2,blocks_per_sm=$3,alloc=1"; }
{ for dt in bf16 fp16; do
    T=200 explore try_matrix.py $dt auto 86000,88000,90112,92000 strategy=auto,alloc=1 peer=quack $(s6 8 256 4) \
      $(s6 16 128 8) $(s6 16 256 4)
  done; } 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/shapes-88000.txt"
rm -f "$OUT"/*.csv
