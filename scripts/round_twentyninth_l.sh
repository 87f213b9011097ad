#!/bin/bash
# Twenty-ninth session, round l (H100): the drop-ins' GPU tests then the compiled launch's (after
# fast_launch.build's once-a-process fix), and auto at fresh random widths (seed 61) 150000-262144
# after the 210001 / 215000 entries, 16-bit softmax.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"; rm -rf "$SOFTGEN_CACHE_DIR"
timeout 200 python3 -m pytest -q -m gpu tests/test_torch_ops.py tests/test_fast_launch.py 2>&1 | tail -2
T=150 auto_at auto-l-softmax op=softmax bf16,fp16 random=61:16:150000:262144
sort -t, -k3 -g "$OUT/auto-softmax.csv" | head -5
