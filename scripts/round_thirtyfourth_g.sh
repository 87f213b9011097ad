#!/bin/bash
# Thirty-fourth session, round g (H100): auto after round f's entries (stage 7 with every warp's
# partial at 320-384 threads), 16-bit forward, the entries' widths and random widths from
# 400000 to 1000000 (seed 74), and 131072 / 262144 to check the sweep did not move.  `g OP`.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=280 auto_ops g bf16,fp16 131072,262144,420000,458000,700000,800000,950000,random=74:6:400000:1000000 "$@"
