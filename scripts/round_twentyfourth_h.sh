#!/bin/bash
# Twenty-fourth session, round h (H100): the GPU tests of every cluster kernel after the stage 2
# rule (tests' stage 2 kernels at 65539 x 8 now take 576 threads too); auto log_softmax at fresh
# random widths (seed 36, as round a's softmax).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 330 python3 -m pytest -q -m gpu tests/test_gpu.py -k cluster 2>&1 | tail -3
T=200 auto_at auto-h-log-softmax op=log_softmax fp32,bf16,fp16 random=36:24:128:262144
rm -f "$OUT"/auto-*.csv
