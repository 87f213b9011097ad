#!/bin/bash
# Thirtieth session, round c (H100), after round b's short-width entries: `c1` (carry
# .peerwheels/a): the drop-in's time per call on small inputs (Triton entries now serve some
# short widths: bf16 64 x 1024 among them); `c2` (carry .peerwheels/b): auto against quack and
# liger, medians of five interleaved runs (REPEAT=5), as round a2.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
short=128,256,512,781,1000,1024,2048,3000,4096,8192,12345,16384
case $1 in
  c1) bash scripts/install_peers.sh stash
      timeout 300 python3 scripts/latency.py --drop-in-only 2>&1 | tail -12 ;;
  c2) bash scripts/install_peers.sh install
      for dtype in bf16 fp16 fp32; do
        REPEAT=5 T=190 explore try_matrix.py $dtype warp $short strategy=auto peer=quack peer=liger
      done ;;
esac
