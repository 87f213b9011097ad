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
T=280 peer_sweep 5302 16 128 262144 peer=quack peer=liger | tee "$OUT/peers-sweep.txt"
rm -f "$OUT"/matrix-*.csv
