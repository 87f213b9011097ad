#!/bin/bash
# Fifty-third session, round d2 (H100, the call after round d on the same machine, the peers
# installed there): auto against quack and liger at 14 random widths a dtype, multiples of 16
# bytes (quack runs no others), log-uniform over 128-262144.  Trains of 20, medians of two.
# (The fp32 line drew fp16's widths: its seed, 5301 + len + the second letter's code, is the same.)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for dt in bf16 fp16 fp32; do
  w=$(python3 -c "
import random, math
r = random.Random(5301 + len('$dt') + ord('$dt'[1])); a = 8 if '$dt' != 'fp32' else 4
print(','.join(str(int(math.exp(r.uniform(math.log(128), math.log(262144)))) // a * a) for _ in range(14)))")
  T=280 explore try_matrix.py $dt auto $w strategy=auto peer=quack peer=liger 2>&1 \
      | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError"
done | tee "$OUT/peers-sweep.txt"
rm -f "$OUT"/matrix-*.csv
