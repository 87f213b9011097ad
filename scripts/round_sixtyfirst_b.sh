#!/bin/bash
# Sixty-first session, round b (H100, one call; carries baseline/pre61).  Round a: the bulk copies
# lost 2-9 points in 16 bits, but with the write through shared memory too fp32 ran level to +0.6
# at 155392-178704.  Here the write alone through one bulk copy (registers load the slice as
# before: bulk-store), and bulk-both again, across fp32's stage 6 widths; trains of 20, medians of
# three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
for v in b-bulk-store a-bulk-both; do
  patch -s -p1 < docs/bench/sixtyfirst-$v.patch && echo "== $v"
  { timeout 240 python3 scripts/try_baseline.py baseline/pre61 fp32 auto:120000,131072,140000,155392,163000,170000,178704,200001,230000
    [ $v = b-bulk-store ] && timeout 100 python3 scripts/try_baseline.py baseline/pre61 bf16 auto:92000,163064,262144
    [ $v = b-bulk-store ] && timeout 100 python3 scripts/try_baseline.py baseline/pre61 fp16 auto:161464,262144; } 2>&1 | tee "$OUT/$v.txt"
  patch -s -R -p1 < docs/bench/sixtyfirst-$v.patch
done
