#!/bin/bash
# Twenty-seventh session, round q (H100): auto after the fp32 233963 entries (stage 5 x 16, blocks
# of 512; round p: 97.2-97.8 at 215000-241446, where stage 1 x 16 ran 95.5-97.4): fresh random fp32
# widths 180000-262144 (seed 56), both forward ops.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
for op in softmax log_softmax; do
  T=200 auto_at "auto-q-$op" op=$op fp32 random=56:20:180000:262144,216000,217000,233963,247000,248500
  awk '{print $2, $3}' "$OUT/auto-q-$op.txt" | sort -n -k2 | head -4
done
