#!/bin/bash
# Forty-second session, round k (H100): CUDA online 16-bit rows of 180-220 KB run the row-cache
# entry at two blocks an SM (their rest, about 100 KB a row, fits L2_SHARE of L2), which round j
# found deaf to the prefetch; the held entry there (shares=1: one block an SM, the whole row on
# chip, with the next-row prefetch), both ops.  Medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp16; do
  REPEAT=3 T=200 explore try_matrix.py $dt online 85000,90001,95000,100000,105000,110000,115000 "" shares=1 \
      | tee "$OUT/k-$dt.txt"
done
REPEAT=3 T=100 explore try_matrix.py op=log_softmax bf16 online 90001,100000,110000 "" shares=1 | tee "$OUT/k-log-bf16.txt"
