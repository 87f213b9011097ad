#!/bin/bash
# Fiftieth session, round d (H100, one call; carries baseline/h100-before-50b.json): round c's
# fixes against the table before round b's entries: 16-bit log_softmax / fp16 softmax keep stage
# 6's default below 143104 (entries at 142500) and fp16 softmax takes it again from 163504 (x 256
# threads steps to six packs and 90% past 163840); bf16 softmax stage 6 x 16 at 192 threads from
# 150248 (was stage 1, 96.4-98.8).  Then the GPU tests of auto, and auto at 24 more random widths
# (seed 4861).  Trains of 20, matrices medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
B="strategy=auto strategy=auto,table=h100-before-50b"
{
  for dt in bf16 fp16; do
    REPEAT=2 explore try_matrix.py op=log_softmax $dt auto 141500,142500,143000,143200,143700,146000,152000,158000 $B
  done
  REPEAT=2 explore try_matrix.py op=softmax fp16 auto 139000,141500,142500,143200,143700,147000,151001,158000,163000,163600,164000,166000 $B
  REPEAT=2 explore try_matrix.py op=softmax bf16 auto 143700,150001,150300,152000,155000,158556,162000,163840,166000,170000 $B
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k auto 2>&1 | tail -3
T=140 auto_ops d fp32,bf16,fp16 random=4861:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-d-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
