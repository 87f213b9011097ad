#!/bin/bash
# Thirty-fifth session, round g (H100): auto against quack and liger at the sweep's widths up to
# 16384, medians of five interleaved runs (REPEAT=5), with the table and kernels of entry 113:
# `g1` (carry .peerwheels/a) stashes the peers' wheels, `g2 DTYPES` (carry .peerwheels/b, the next
# call) installs them and times softmax.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  g1) bash scripts/install_peers.sh stash ;;
  g2) bash scripts/install_peers.sh install; shift
      for dtype in "$@"; do
        REPEAT=5 T=280 explore try_matrix.py $dtype auto 128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384 \
          strategy=auto peer=quack peer=liger 2>&1 | grep -v "RuntimeError\|AssertionError" | tee "$OUT/g2-$dtype.txt"
      done ;;
esac
