#!/bin/bash
# Twenty-ninth session, round j (H100): after the table's stage 6 entries, the GPU tests of auto,
# the drop-ins and their compiled launch, and auto at fresh random widths (seeds 59-60) where the
# 16-bit stage 6 entries serve, both forward ops.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
timeout 240 python3 -m pytest -q -m gpu tests/test_auto.py tests/test_torch_ops.py tests/test_fast_launch.py \
  tests/test_emit.py tests/test_validate.py 2>&1 | tail -3
T=150 auto_at auto-j-softmax op=softmax bf16,fp16 random=59:20:14000:270000
T=150 auto_at auto-j-log_softmax op=log_softmax bf16,fp16 random=60:20:14000:270000
for op in softmax log_softmax; do sort -t, -k3 -g "$OUT/auto-$op.csv" | head -4; done
