#!/bin/bash
# Fifty-sixth session, round j (H100, one call, carries baseline/h100-before-56i.json): fp32
# softmax's and log_softmax's 2792 entries as Triton block at vec=1 and row_loop=0 (round i:
# +0.1-0.7 at 2049-2792), against the table before them over the run served_diff.py lists
# (2052-2894), medians of three; then the GPU tests of auto on the final table (run again as a
# second call with tests/test_gpu.py, which this script first left out).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
for op in softmax log_softmax; do
  REPEAT=3 against_table h100-before-56i $op fp32 2052,2053,2100,2333,2401,2487,2555,2650,2777,2850,2894,2895
done | tee "$OUT/check.txt"
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k "test_auto or allocate" 2>&1 | tail -3 | tee "$OUT/gpu-tests.txt"
rm -f "$OUT"/matrix-*.csv
