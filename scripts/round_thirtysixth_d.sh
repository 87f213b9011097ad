#!/bin/bash
# Thirty-sixth session, round d (H100): shipped after round c: fp32's held entry on packs with five
# tiles, bf16's L2 prefetch one tile ahead.  GPU online tests, memcheck on the online entries, and
# the shipped kernels against the former choices in the same run (fp32 held=3: three tiles, on
# packs now; bf16 ahead=0).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "(online or fold) and not triton" 2>&1 | tail -3
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize.py online 2>&1 | tail -2
REPEAT=3 T=150 explore try_matrix.py fp32 online 32768,65536,100000,131072,200000,262144 "" held=3 | tee "$OUT/d-fp32.txt"
REPEAT=3 T=60 explore try_matrix.py op=log_softmax fp32 online 131072,262144 "" held=3 | tee "$OUT/d-fp32-log.txt"
