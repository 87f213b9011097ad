#!/bin/bash
# Forty-first session, round d (H100): the shipped rule (the gluon kernel at two programs an SM on
# 16-bit rows of 76-168 KB and fp32 ones of 100-192 KB): its GPU tests and Triton online's others,
# memcheck on the gluon kernels, then Triton online against its previous kernel (gsharefrom=0) and
# CUDA online at the sweep's widths in range and fresh ones, both ops; medians of 3.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 300 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "shared_rows or gluon_rows or split_rows or generated" 2>&1 \
    | tee "$OUT/d-tests.txt" | tail -4
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/d-memcheck.txt" | tail -3
for op in softmax log_softmax; do
  REPEAT=3 T=200 explore try_matrix.py op=$op bf16 online 38000,40001,50000,60001,65536,77777,85000 "" backend=triton,gsharefrom=0 backend=triton | tee "$OUT/d-$op-bf16.txt"
  REPEAT=3 T=200 explore try_matrix.py op=$op fp16 online 40001,50000,65536,77777 "" backend=triton,gsharefrom=0 backend=triton | tee "$OUT/d-$op-fp16.txt"
  REPEAT=3 T=200 explore try_matrix.py op=$op fp32 online 25000,26001,32768,40001,48000 "" backend=triton,gsharefrom=0 backend=triton | tee "$OUT/d-$op-fp32.txt"
done
