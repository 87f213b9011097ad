#!/bin/bash
# Eleventh session: CUDA online with two entry points (the kernel; the row-cache entry for long
# rows, 16-bit from 256 KB).  Part 1 (this call): every CUDA GPU test (the loader now loads a
# cubin's kernels through use_module).  Part 2: scripts/round_eleventh_e.sh.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 540 python3 -m pytest -q -m gpu tests/ -k "not triton" -p no:cacheprovider 2>&1 | tail -15 | tee "$OUT/tests-cuda.txt"
