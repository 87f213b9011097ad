#!/bin/bash
# Built at 8c08cb2 (exchange 3, reverted in 43852ac): run it from a worktree of that commit.
# Seventy-fifth session, round b (H200, one call): exchange 3 with one poller a block and no
# end-of-launch counter (round a: 38-47% of copy); its GPU test, then bf16 softmax long rows.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k global_exchange -x -rfE > "$OUT/b-gpu-test.txt" 2>&1
echo "== test rc $?"; tail -5 "$OUT/b-gpu-test.txt"
SESSION=seventyfifth matrices_round b 230
