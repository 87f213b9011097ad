#!/bin/bash
# Thirty-ninth session, round j (H100): checks with the final code: the GPU tests of online (both
# backends), the split, the drop-ins, the generated modules and fuzzed shapes; memcheck on CUDA
# online (split entry in every dtype) and on the gluon kernels (Triton's split in every dtype).
set -o pipefail
source scripts/device_env.sh
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests -k "online or split or generated or drop or fold or fuzz or fast" 2>&1 \
    | tee "$OUT/j-tests.txt" | tail -3
timeout 120 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tee "$OUT/j-memcheck.txt" | tail -2
timeout 120 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/j-memcheck-gluon.txt" | tail -2
