#!/bin/bash
# Sixty-first session, rounds s and t (H100, two calls back to back: s carries .peerwheels/a and
# stashes it, t, argument "peers", carries .peerwheels/b).  The final code and table against quack
# at fresh random widths (and liger): 14 a dtype, multiples of 16 bytes (quack's), log-uniform 128-262144
# (seeds 6121-6123), allocating, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" != peers ]; then bash scripts/install_peers.sh stash; exit; fi
python3 -c "import quack" 2>/dev/null || bash scripts/install_peers.sh install
T=180 peer_sweep 6120 14 128 262144 strategy=auto,alloc=1 peer=quack peer=liger | tee "$OUT/peer-sweep.txt"
rm -f "$OUT"/*.csv
