#!/bin/bash
# Fifty-eighth session, rounds h and i (H100, two calls back to back: h carries .peerwheels/a and
# baseline/h100-before-58.json, the table before round g's entries; i, argument "peers", carries
# .peerwheels/b).
# h: the new entries (16-bit softmax 84001 / 95424 at eight blocks an SM, fp32 150001 / 155000 at
#    stage 6 x 256) against the table before them, at the edges and inside of every run of widths
#    served_diff.py lists (bf16 90040-97680, fp16 81977-97680, fp32 140218-157480), odd widths
#    included, allocating, medians of three; then the GPU tests of blocks_per_sm, auto and --allocate.
# i: auto against quack, both allocating, in those bands, medians of three.  Trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
check() { ALLOC=1 against_table h100-before-58 softmax $1 $2; }
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  { check bf16 90040,90112,91003,92168,92629,93001,95424,96001,97001,97679,97680
    check fp16 81977,82001,84001,86016,88001,90112,93001,95424,97001,97680
    check fp32 140218,142001,145000,150001,152003,155000,155392,157480; } | tee "$OUT/check.txt"
  gpu_tests "test_auto or allocate or blocks_per_sm"
  rm -f "$OUT"/*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
{ T=200 explore try_matrix.py bf16 auto 90112,92168,93696,95424,97280 strategy=auto,alloc=1 peer=quack
  T=200 explore try_matrix.py fp16 auto 82000,86016,90112,93696,95424,97280 strategy=auto,alloc=1 peer=quack
  T=200 explore try_matrix.py fp32 auto 140220,145000,150000,155392,157480 strategy=auto,alloc=1 peer=quack; } 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
