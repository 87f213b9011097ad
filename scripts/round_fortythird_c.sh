#!/bin/bash
# Forty-third session, round c (H100): Triton online's gluon kernel caching up to the row's (the
# shortest chunk's) last full tile (GLUON_STREAMED = SPLIT_STREAMED = 0 here; gstreamed=1 /
# gsplitstreamed=1: round a's rule): the gluon GPU tests, then the fp32 split at chunks of 80
# (the rule), 96 and 104 KB, and the 16-bit split.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf \
    -k "(split_rows or online_long_rows or gluon_rows or next_row or shared_rows) and triton" 2>&1 | tee "$OUT/c-tests.txt" | tail -3
W=50000,100003,131072,200003,262147
for op in softmax log_softmax; do
  REPEAT=3 T=200 explore try_matrix.py op=$op fp32 online $W "" backend=triton,gsplitstreamed=1 backend=triton \
      backend=triton,chunk=96 backend=triton,chunk=104 | tee "$OUT/c-$op-fp32.txt"
done
REPEAT=3 T=100 explore try_matrix.py bf16 online 200003,262144,300001 "" backend=triton,gsplitstreamed=1 backend=triton \
    | tee "$OUT/c-bf16.txt"
