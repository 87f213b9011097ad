#!/bin/bash
# Fifty-seventh session, rounds h and i (H100, two calls back to back: h carries .peerwheels/a and
# baseline/h100-before-57.json; i, argument "peers", carries .peerwheels/b).
# h: round g's approx_rcp entries (16-bit softmax 192 / 224 / 264) against the table before them
# at every run of widths served_diff.py lists, medians of three; then the GPU tests of auto.
# i: auto allocating against quack at 16-bit 192-290, medians of three.  Trains of 20.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  { against_table h100-before-57 softmax bf16 171,180,192,200,207,208,212,216,224,232,239,260,264,272,280,290
    against_table h100-before-57 softmax fp16 208,212,216,224,232,239,260,264,272,280,290; } | tee "$OUT/check.txt"
  gpu_tests "test_auto or allocate"
  rm -f "$OUT"/matrix-*.csv; exit
fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
{ T=150 explore try_matrix.py bf16 auto 192,200,224,264,272 strategy=auto,alloc=1 peer=quack
  T=150 explore try_matrix.py fp16 auto 192,224,264,272 strategy=auto,alloc=1 peer=quack; } 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/matrix-*.csv
