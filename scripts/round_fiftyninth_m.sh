#!/bin/bash
# Fifty-ninth session, rounds p and q (H100, two calls back to back: p carries .peerwheels/a and
# stashes it, q, argument "peers", carries .peerwheels/b).  auto on the final table against quack
# and liger, all allocating, at 8 fresh random widths a dtype (multiples of 16 bytes, seeds
# 5911-5913, 128-262144), trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
if [ "$1" != peers ]; then bash scripts/install_peers.sh stash; exit; fi
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
REPEAT=2 T=170 peer_sweep 5910 8 128 262144 strategy=auto,alloc=1 peer=quack peer=liger | tee "$OUT/peers.txt"
rm -f "$OUT"/*.csv
