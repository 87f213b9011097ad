#!/bin/bash
# Thirty-fifth session, round t (H100): fp16 online with three held tiles (the rule after round s):
# the GPU tests of online and of the folded exponent, compute-sanitizer on the online cases, and
# the shipped fp16 / bf16 kernels at the widths of the held entry.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "fold or (online and not triton)" 2>&1 | tail -3
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tail -2
REPEAT=3 T=120 explore try_matrix.py fp16 online 100000,131072,200000,262144 "" | tee "$OUT/t-fp16.txt"
REPEAT=3 T=120 explore try_matrix.py op=log_softmax fp16 online 131072,262144 "" | tee "$OUT/t-fp16-log.txt"
