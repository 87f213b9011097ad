#!/bin/bash
# Forty-second session, round l (H100): CUDA online's held entry from 16-bit rows of 192 KB
# (ONE_BLOCK_FROM_BYTES) against the L2 rule alone (oneblock=0) around the edge and at 100000,
# both ops; GPU tests of online's long rows, held entry and generated modules.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests -rf -k "long_rows or held_entry or next_row or generated" 2>&1 \
    | tee "$OUT/l-tests.txt" | tail -3
for dt in bf16 fp16; do
  REPEAT=3 T=150 explore try_matrix.py $dt online 96000,98304,100000,102000,107000 "" oneblock=0 | tee "$OUT/l-$dt.txt"
done
REPEAT=3 T=100 explore try_matrix.py op=log_softmax bf16 online 98304,100000,105000 "" oneblock=0 | tee "$OUT/l-log-bf16.txt"
