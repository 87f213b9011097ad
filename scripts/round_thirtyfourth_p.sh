#!/bin/bash
# Thirty-fourth session, round p (H100): auto at fresh random widths across the sweep's range
# (seed 78, 12 widths log-uniform in 128-262144), every op and dtype, with the final table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
T=140 auto_ops p fp32,bf16,fp16 random=78:12:128:262144 "$@"
