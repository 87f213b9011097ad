#!/bin/bash
# Twenty-sixth session, round n (H100): the GPU tests of tests/test_gpu.py outside the cluster ones
# (round m ran those), in two calls of at most 10 minutes: the first stopped past 96% with none
# failed (`-x`), the second ran the last 45.  Usage: round_twentysixth_n.sh [tail]
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
if [ "$1" = tail ]; then
  python3 -m pytest --collect-only -q -m gpu -p no:cacheprovider tests/test_gpu.py -k "not cluster" 2>/dev/null \
    | grep "::" | tail -45 > /tmp/ids
  timeout 300 python3 -m pytest -q -m gpu -p no:cacheprovider $(cat /tmp/ids) 2>&1 | tail -2
else
  timeout 570 python3 -m pytest -q -m gpu -p no:cacheprovider tests/test_gpu.py -k "not cluster" -x 2>&1 | tail -4
fi
