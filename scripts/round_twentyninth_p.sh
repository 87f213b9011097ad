#!/bin/bash
# Twenty-ninth session, round p (H100): `p1` (carry .peerwheels/a): sanitize.py's forward cluster
# stages under memcheck and racecheck after its refactor; `p2` (carry .peerwheels/b): the final
# table's sweep against torch, liger and quack, bf16 and fp16 (after the 16384-63814 and
# 202000-215000 entries that round d predates).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
sweep() { timeout 280 python3 -m softgen.cli compare --sweep --dtype $1 --strategy auto \
            --peers torch,liger,quack --out /tmp/p-$1 > "$OUT/p-peers-$1.txt" 2>&1; echo "$1 rc $?"
          cp /tmp/p-$1/compare.csv "$OUT/p-peers-$1.csv"; }
case $1 in
  p1) bash scripts/install_peers.sh stash
      python3 scripts/sanitize.py lean 2>&1 | tail -1
      for tool in memcheck racecheck; do
        timeout 250 compute-sanitizer --tool $tool python3 scripts/sanitize.py lean 2>&1 | tail -1
        timeout 250 compute-sanitizer --tool $tool python3 scripts/sanitize.py exps 2>&1 | tail -1
      done ;;
  p2) bash scripts/install_peers.sh install; sweep bf16; sweep fp16 ;;
esac
