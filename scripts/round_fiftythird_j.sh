#!/bin/bash
# Fifty-third session, rounds j and k (H100, two calls back to back: j carries .peerwheels/a and
# only stashes it; k, argument "peers", carries .peerwheels/b): auto against quack and liger at 16
# random widths a dtype (seed 5302 + the dtype's index), multiples of 16 bytes (quack runs no
# others), log-uniform over 128-262144, on the table after round h.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
if [ "$1" != peers ]; then bash scripts/install_peers.sh stash; exit; fi
rm -f "$TABLE"
bash scripts/install_peers.sh install
i=0
for dt in bf16 fp16 fp32; do
  i=$((i + 1))
  w=$(random_widths $((5302 + i)) 16 128 262144 $([ $dt = fp32 ] && echo 4 || echo 8))
  T=280 explore try_matrix.py $dt auto $w strategy=auto peer=quack peer=liger 2>&1 \
      | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError"
done | tee "$OUT/peers-sweep.txt"
rm -f "$OUT"/matrix-*.csv
