#!/bin/bash
# Thirty-eighth session, round i (H100): Triton online's gluon kernel with fp32 rows split over
# programs (SPLIT, as CUDA's split entry).  Its GPU tests and memcheck; Triton against CUDA at fp32
# long rows, against the gluon kernel unsplit (splitfrom=0), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "split or gluon_rows" 2>&1 \
    | tee "$OUT/i-tests.txt" | tail -4
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/i-memcheck.txt" | tail -2
C=(backend=cuda backend=triton backend=triton,splitfrom=0)
REPEAT=3 T=240 explore try_matrix.py fp32 online 131072,180000,200000,240000,262144,300001,400000 "${C[@]}" | tee "$OUT/i-fp32.txt"
REPEAT=3 T=80 explore try_matrix.py op=log_softmax fp32 online 262144 "${C[@]}" | tee "$OUT/i-fp32-log.txt"
