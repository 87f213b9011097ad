#!/bin/bash
# Thirty-ninth session, round r (H100): after the review, the split entry launches through the
# launcher's _launch (its per-thread parameter buffers) instead of building its own: the CUDA
# split tests, the held entry's, and a timing check against round o.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf \
    -k "split_rows and cuda or held_entry_spreads or fast" 2>&1 | tee "$OUT/r-tests.txt" | tail -3
REPEAT=3 T=60 explore try_matrix.py fp32 online 200003,262144 "" | tee "$OUT/r-fp32.txt"
