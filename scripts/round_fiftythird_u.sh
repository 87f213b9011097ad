#!/bin/bash
# Fifty-third session, round u (H100, one call): a hole finder.  auto against the generic configs
# that served this session's holes (block at its default threads, cluster stage 6 x 2 and x 4 at
# theirs) at 16 random widths a dtype, log-uniform over 2048-32768 (seed 5400 + the dtype's
# index), softmax and log_softmax; single trains of 20 (a hole is a point or more).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=1
rm -f "$TABLE"
i=0
for dt in bf16 fp16 fp32; do
  i=$((i + 1))
  w=$(python3 -c "
import random, math
r = random.Random(5400 + $i)
print(','.join(str(int(math.exp(r.uniform(math.log(2048), math.log(32768))))) for _ in range(16)))")
  for op in softmax log_softmax; do
    T=200 explore try_matrix.py op=$op $dt auto $w strategy=auto strategy=block strategy=cluster,cluster_size=2,stage=6 \
        strategy=cluster,cluster_size=4,stage=6 2>&1 | grep -v "^   runs\|SpecError"
  done
done | tee "$OUT/holes.txt"
rm -f "$OUT"/matrix-*.csv
