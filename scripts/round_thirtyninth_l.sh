#!/bin/bash
# Thirty-ninth session, round l (H100): the CUDA launcher's first call on a device (which loads the
# kernel) now launches through _launch_rows as every later call does (round k: the held entry's
# first launch took one block a row, not its even waves); its tests, the split's, the long rows'.
set -o pipefail
source scripts/device_env.sh
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf \
    -k "held_entry_spreads or split_rows or online_long_rows or online_log_softmax_long or generated or fast" 2>&1 | tee "$OUT/l-tests.txt" | tail -4
