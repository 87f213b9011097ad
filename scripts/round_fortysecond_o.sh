#!/bin/bash
# Forty-second session, round o (H100): Triton fp32 softmax's split (88-90.5 from 50000; CUDA's,
# holding one tile a block, 92-94) holding 0 / 4 / 8 elements a thread in registers, not 16
# (gsplitheld=N).  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=200 explore try_matrix.py fp32 online 50000,100000,131072,262144 "" backend=triton backend=triton,gsplitheld=0 \
    backend=triton,gsplitheld=4 backend=triton,gsplitheld=8 | tee "$OUT/o-fp32.txt"
