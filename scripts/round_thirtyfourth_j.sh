#!/bin/bash
# Thirty-fourth session, round j (H100): the backward ops past the sweep (not measured since
# the stage 4 entries), auto at 300000-1000000 in fp32 and bf16, to see where they stand.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=250 auto_ops j fp32,bf16 262144,300000,400000,524288,700000,1000000 softmax_backward log_softmax_backward
