#!/bin/bash
# Thirty-seventh session, round n (H100): the session's final code.  GPU tests of online (both
# backends), the drop-ins and the generated modules; Triton / CUDA online at the sweep's widths from
# 50000 and between (softmax in three dtypes, log_softmax fp16), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 330 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py tests/test_torch_ops.py tests/test_emit.py \
    -k "online or fold or torch_ops or emit or generated" 2>&1 | tee "$OUT/n-tests.txt" | tail -2
C=(backend=cuda backend=triton)
W=50000,65536,100000,131072,160000,200000,240000,262144,300001
for dtype in fp32 bf16 fp16; do
  REPEAT=3 T=150 explore try_matrix.py $dtype online $W "${C[@]}" | tee "$OUT/n-$dtype.txt"
done
REPEAT=3 T=60 explore try_matrix.py op=log_softmax fp16 online 131072,262144 "${C[@]}" | tee "$OUT/n-fp16-log.txt"
