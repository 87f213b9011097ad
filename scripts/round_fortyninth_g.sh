#!/bin/bash
# Forty-ninth session, round g (H100): the final table. auto at 24 more random widths (seed 4855),
# every op and dtype, with 16-bit softmax and fp32 log_softmax 200001-203000 against the table
# before round f's 201645 entries (carry baseline/h100-before-49g.json); then the GPU tests of
# auto.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{ for dt in bf16 fp16; do
    explore try_matrix.py $dt auto 200001,201000,201645,202500,203000 strategy=auto strategy=auto,table=h100-before-49g
  done
  explore try_matrix.py op=log_softmax fp32 auto 200001,201645,203000 strategy=auto strategy=auto,table=h100-before-49g
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/g.txt"
rm -f "$OUT"/matrix-*.csv
T=140 auto_ops g fp32,bf16,fp16 random=4855:24:128:262143
rm -f "$OUT"/*.csv
for f in "$OUT"/auto-g-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k auto 2>&1 | tail -3
