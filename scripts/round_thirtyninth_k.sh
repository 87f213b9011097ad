#!/bin/bash
# Thirty-ninth session, round k (H100): the GPU tests round j's time limit cut off, and the held
# entry's short-wave test at widths that still take the held entry (round j: 3 failed, the split
# entry now serving its widths).
set -o pipefail
source scripts/device_env.sh
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf \
    -k "held_entry_spreads or online_shaped_for_a_width or backward_kernels or folded_exponent" 2>&1 | tee "$OUT/k-tests.txt" | tail -4
