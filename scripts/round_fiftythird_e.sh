#!/bin/bash
# Fifty-third session, rounds e and f (H100, two calls back to back: e carries .peerwheels/a,
# f .peerwheels/b): at the widths where quack or liger led auto by 0.5-1.0 in the peers' sweep
# (round d's machine, trains of 20, medians of two), auto against the configs of
# scripts/fiftythird/gaps.txt (the peer's own shape in our strategies, and neighbours); round f
# (argument "peers") installs the peers and times them in the same runs.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
if [ "$1" = peers ]; then bash scripts/install_peers.sh install; peers="peer=quack peer=liger"
else bash scripts/install_peers.sh stash; peers=""; fi
matrices scripts/fiftythird/gaps.txt $peers 2>&1 | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/gaps${1:+-$1}.txt"
rm -f "$OUT"/matrix-*.csv
