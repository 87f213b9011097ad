#!/bin/bash
# Thirty-fourth session, round o (H100): auto at every width of the sweep (128-262144), the
# forward ops in three dtypes, with the session's code and table (intermediate_out in every
# register row; entries changed only past 262144): the target, re-checked.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
W=$(python3 -c "from softgen.bench.compare import SWEEP_WIDTHS; print(','.join(map(str, SWEEP_WIDTHS)))")
T=290 auto_ops o fp32,bf16,fp16 $W "$@"
