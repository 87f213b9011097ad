#!/bin/bash
# Forty-second session, round h (H100): the shipped next-row prefetch (CUDA's held entry two
# tiles, Triton's one-program gluon kernel one tile on fewer programs than SMs) and Triton fp32
# log_softmax's split at three an SM: GPU tests (online long rows, held, split, gluon, generated
# modules), memcheck on the gluon kernels, and the rule against none (next=0 / gnext=0) at 16-bit
# widths 95000-190000, both ops.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 280 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf \
    -k "next_row or held_entry or split_rows or gluon_rows or shared_rows or long_rows or generated" 2>&1 \
    | tee "$OUT/h-tests.txt" | tail -3
timeout 150 compute-sanitizer --tool memcheck python3 scripts/sanitize_gluon.py 2>&1 | tee "$OUT/h-memcheck.txt" | tail -2
C="next=0 backend=triton,gnext=0 backend=triton"
for dt in bf16 fp16; do
  REPEAT=3 T=200 explore try_matrix.py $dt online 95000,110000,120000,140000,160000,180000,190000 "" $C | tee "$OUT/h-$dt.txt"
done
REPEAT=3 T=120 explore try_matrix.py op=log_softmax bf16 online 100000,120000,160000 "" $C | tee "$OUT/h-log-bf16.txt"
