#!/bin/bash
# Fifty-second session, round a (H100, one call, about 6 minutes): the three timings entry 130
# left ready (scripts/time_onemul.sh, time_quack_load.sh, time_stage2_warps.sh); fp32 backward's
# 65540 entry against the table before it (baseline/h100-before-52.json, carried; built by
# scripts/fiftysecond_baselines.sh); one random sweep (seed 4868).  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
nvidia-smi --query-gpu=name,clocks.max.sm,clocks.max.mem --format=csv | tee "$OUT/device.txt"
bash scripts/time_onemul.sh
bash scripts/time_quack_load.sh
bash scripts/time_stage2_warps.sh
rm -f "$TABLE"
for op in softmax_backward log_softmax_backward; do
  explore try_matrix.py op=$op fp32 cluster 65536,65540,65600,66060,66500,66756 strategy=auto \
      strategy=auto,table=h100-before-52 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/entry-65540.txt"
rm -f "$OUT"/matrix-*.csv
sweep a 4868 | tee "$OUT/sweep-lowest.txt"
