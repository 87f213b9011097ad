#!/bin/bash
# Thirty-fourth session, round h (H100): auto after the fp32 entries past 600000 (stage 7 with
# every warp's partial; 512 threads, one block an SM, from 800000), both forward ops, the
# entries' widths and random widths from 460000 to 1000000 (seed 75).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=280 auto_ops h fp32 600000,650000,700000,750000,800000,900000,1000000,random=75:6:460000:1000000 softmax log_softmax
