#!/bin/bash
# Sixty-sixth session, round a (H100, one call): programmatic dependent launch
# (scripts/try_pdl.py). auto's CUDA kernels at quack's remaining leads (notes entry 148) and a
# few other widths, launched plainly and with griddepcontrol.wait (+ launch_dependents) under
# programmatic stream serialization, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
timeout 400 python3 scripts/try_pdl.py bf16 1024,1464,4096,16384,95424,163064,229376,262144 \
    fp16 1464,221000,262144 fp32 1024,88000,160000 2>&1 | grep -v "^\s*$" | tee "$OUT/a-pdl.txt"
echo "== rc $?"
