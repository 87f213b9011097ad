#!/bin/bash
# Fiftieth session, round f (H100, one call; carries baseline/h100-before-50b.json): the final
# table at the stage 6 step (7 -> 8 packs a thread at 160 threads: 143361 / 143368 and past), both
# alignments, against the table before round b; then the GPU tests of auto.  Trains of 20,
# matrices medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
W=143353,143361,143369,143377,143400,143600
B="strategy=auto strategy=auto,table=h100-before-50b"
{
  for dt in bf16 fp16; do REPEAT=2 explore try_matrix.py op=log_softmax $dt auto $W $B; done
  REPEAT=2 explore try_matrix.py op=softmax fp16 auto $W $B
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k auto 2>&1 | tail -3
