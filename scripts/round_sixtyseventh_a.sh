#!/bin/bash
# Sixty-seventh session, round a (H100, three calls back to back, the peers' wheels in three parts:
# argument 1 carries .peerwheels/p1 and .peerwheels/xdist, 2 carries p2, 3 carries p3).
# a1: every GPU test (tests/ -m gpu) on the final tree, in 14 pytest-xdist workers (the kernel
#     cache is safe across processes: runtime/cache.py builds privately and renames under a lock).
# a2: `softgen compare` in single calls (do_bench, no --train), auto against torch, allocating,
#     the sweep's widths in every dtype.
# a3: the same against quack and liger at the widths where a peer had led and at the sweep's
#     aligned widths.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
peers_part "$1"
case $1 in
1) python3 -m pip install -q --no-deps --no-index .peerwheels/xdist/*.whl 2>&1 | tail -2
   python3 -c "import pytest, xdist; print('pytest', pytest.__version__, 'xdist', xdist.__version__)"
   timeout 540 python3 -m pytest -q -p no:cacheprovider -m gpu tests/ -n 14 --dist worksteal -rfE \
     > "$OUT/a1-tests.txt" 2>&1; echo "== rc $?"; tail -15 "$OUT/a1-tests.txt" ;;
2) T=160 auto_compare a2-fp32 --sweep --dtype fp32 --peers torch
   T=160 auto_compare a2-bf16 --sweep --dtype bf16 --peers torch
   T=160 auto_compare a2-fp16 --sweep --dtype fp16 --peers torch ;;
3) T=200 auto_compare a3-bf16 --cols 88000,92000,97280,161464,163064,221000,227000,229376,262144,1024,4096,16384,32768,65536,131072 \
     --dtype bf16 --peers quack,liger
   T=150 auto_compare a3-fp16 --cols 1464,163064,221000,227000,262144,1024,16384,65536 --dtype fp16 --peers quack,liger
   T=150 auto_compare a3-fp32 --cols 88000,96000,160000,1024,4096,16384,65536,262144 --dtype fp32 --peers quack,liger ;;
esac
rm -f "$OUT"/*/*.png
