#!/bin/bash
# Fifty-fourth session, rounds f and g (H100, two calls back to back: f carries .peerwheels/a and
# baseline/h100-before-54.json; g, argument "peers", carries .peerwheels/b).  f: fp32 backward's
# 270 entry where it moved (round e had it at 290, 1.0 under 512's smem at 385) against the table
# before, and the auto GPU tests.  g: auto against quack and liger at 20 random widths a dtype
# (seed 5410 + the dtype's index), multiples of 16 bytes, log-uniform over 128-8192, softmax.
# Trains of 20, medians of three (f) and two (g).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
if [ "$1" != peers ]; then
  bash scripts/install_peers.sh stash
  for op in softmax_backward log_softmax_backward; do
    REPEAT=3 against_table h100-before-54 $op fp32 258,262,266,270,290,307,330,362,371,385 | grep -v "^   runs"
  done | tee "$OUT/fp32-backward.txt"
  gpu_tests "test_auto"
  rm -f "$OUT"/matrix-*.csv; exit
fi
bash scripts/install_peers.sh install
REPEAT=2 T=280 peer_sweep 5410 20 128 8192 peer=quack peer=liger | tee "$OUT/peers-sweep.txt"
rm -f "$OUT"/matrix-*.csv
