#!/bin/bash
# Thirty-seventh session, round j (H100): Triton online as shipped after rounds h-i (a running sum
# per 16-byte group, 16-bit gluon from 256 KB, even waves): GPU tests of Triton online, memcheck and
# racecheck on the gluon kernels, and Triton / CUDA online at the sweep's long widths and between
# (softmax, three dtypes; log_softmax bf16), medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -k "online and triton" 2>&1 | tail -2
for tool in memcheck racecheck; do
  timeout 100 compute-sanitizer --tool $tool python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/j-$tool.txt" | tail -3
done
C=(backend=cuda backend=triton)
W=50000,65536,131072,140000,160000,200000,240000,262144
REPEAT=3 T=120 explore try_matrix.py fp32 online $W "${C[@]}" | tee "$OUT/j-fp32.txt"
REPEAT=3 T=120 explore try_matrix.py bf16 online $W "${C[@]}" | tee "$OUT/j-bf16.txt"
REPEAT=3 T=120 explore try_matrix.py fp16 online $W "${C[@]}" | tee "$OUT/j-fp16.txt"
REPEAT=3 T=60 explore try_matrix.py op=log_softmax bf16 online 160000,262144 "${C[@]}" | tee "$OUT/j-bf16-log.txt"
