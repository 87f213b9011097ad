#!/bin/bash
# Built at 8c08cb2 (exchange 3, reverted in 43852ac): run it from a worktree of that commit.
# Seventy-fifth session, round a (H200, one call): cluster stage 6 with its partials through global
# memory (exchange 3, a row over any number of blocks of 128 threads): its GPU test, then the
# 16-bit forward long rows against auto and quack (scripts/seventyfifth_a.txt, lines 1-2).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k global_exchange -x -rfE > "$OUT/a-gpu-test.txt" 2>&1
echo "== test rc $?"; tail -5 "$OUT/a-gpu-test.txt"
head -2 scripts/seventyfifth_a.txt > /tmp/a.txt
T=${T:-230} matrices /tmp/a.txt | peer_rows | grep -v "^   runs" | tee "$OUT/a-matrices.txt"
rm -f "$OUT"/*.csv
