#!/bin/bash
# Forty-second session, round p (H100): round o found Triton fp32's split better the more it
# holds in registers (0 / 4 / 8 / 16 a thread: 262144 79.0 / 80.5 / 83.9 / 88.3): 32 a thread at
# three programs an SM (80 registers), softmax and log_softmax.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for op in softmax log_softmax; do
  REPEAT=3 T=200 explore try_matrix.py op=$op fp32 online 50000,100000,131072,262144 "" backend=triton \
      backend=triton,splitper=3,gsplitheld=32 backend=triton,splitper=4,gsplitheld=32 | tee "$OUT/p-$op-fp32.txt"
done
