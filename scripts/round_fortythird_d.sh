#!/bin/bash
# Forty-third session, round d (H100): Triton online's two-programs-an-SM gluon rows (16-bit 76-168
# KB, fp32 100-168 KB) caching up to the row's last full tile (GLUON_STREAMED 0, the default here)
# against a full tile short (gstreamed=1); fp32 log_softmax's split holding 32 a thread
# (gsplitheld=32) now that chunks cache up to their last full tile.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 T=120 explore try_matrix.py bf16 online 40000,50000,65536,80000 "" backend=triton,gstreamed=1 backend=triton \
    | tee "$OUT/d-bf16.txt"
REPEAT=3 T=120 explore try_matrix.py fp16 online 45000,70000,86000 backend=triton,gstreamed=1 backend=triton \
    | tee "$OUT/d-fp16.txt"
REPEAT=3 T=120 explore try_matrix.py fp32 online 26001,30000,36001,42000 "" backend=triton,gstreamed=1 backend=triton \
    | tee "$OUT/d-fp32.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax fp32 online 50000,100003,131072,200003,262147 backend=triton \
    backend=triton,gsplitheld=32 | tee "$OUT/d-log_softmax-fp32.txt"
