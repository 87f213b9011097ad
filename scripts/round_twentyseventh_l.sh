#!/bin/bash
# Twenty-seventh session, round l (H100): auto after the fp32 32768 entries took stage 5 x 8 (round
# k: 99.1-101.6 at 20000-40000 where x 16 ran 83-94 under 27000): `l1` fresh random fp32 widths
# (seeds 54, 55), both forward ops; `l2` (the next call, after the peers' install) the forward
# sweep against torch, liger and quack, fp32, same run.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
if [ "$1" = l1 ]; then
  bash scripts/install_peers.sh stash
  for op in softmax log_softmax; do
    T=200 auto_at "auto-l-$op" op=$op fp32 random=54:20:16384:262144,random=55:12:18000:45000
  done
else
  bash scripts/install_peers.sh install
  timeout 200 python3 -m softgen.cli compare --sweep --dtype fp32 --strategy auto --peers torch,liger,quack \
    --out /tmp/l-fp32 > "$OUT/l-peers-fp32.txt" 2>&1; echo "compare rc $?"
  cp /tmp/l-fp32/compare.csv "$OUT/l-peers-fp32.csv"
fi
