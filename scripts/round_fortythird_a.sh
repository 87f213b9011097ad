#!/bin/bash
# Forty-third session, round a (H100): (1) Triton fp32 online's split at three programs an SM
# holding 32 elements a thread in both ops (SPLIT_HELD), its GPU tests, and its times at aligned
# and odd (peeled) widths against the forty-second session's rules (softmax four holding 16:
# splitper=4,gsplitheld=16; log_softmax three holding 16: gsplitheld=16); (2) Triton 16-bit
# one-program gluon rows with the cache up to the row's last full tile (gstreamed=0), 190000
# holding 16 / 32 a thread.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf \
    -k "(split_rows or online_long_rows or gluon_rows or next_row) and triton" 2>&1 | tee "$OUT/a-tests.txt" | tail -3
W=50000,100003,131072,200003,262147
REPEAT=3 T=150 explore try_matrix.py fp32 online $W "" backend=triton backend=triton,splitper=4,gsplitheld=16 \
    | tee "$OUT/a-softmax-fp32.txt"
REPEAT=3 T=150 explore try_matrix.py op=log_softmax fp32 online $W "" backend=triton backend=triton,gsplitheld=16 \
    | tee "$OUT/a-log_softmax-fp32.txt"
REPEAT=3 T=120 explore try_matrix.py bf16 online 95000,100000,110000,120000,131072 "" backend=triton \
    backend=triton,gstreamed=0 | tee "$OUT/a-bf16.txt"
REPEAT=3 T=80 explore try_matrix.py bf16 online 190000 "" backend=triton backend=triton,gluon=32-7-16 \
    backend=triton,gluon=32-7-32 | tee "$OUT/a-bf16-190000.txt"
