#!/bin/bash
# Fifty-third session, round a (H100, one call; carries .peerwheels/a for round b): at 16-bit
# 131072 / 200000 / 262144, cluster stage 6 x 16 (auto's config there) against the same with
# quack's load (async_copy=1: the slice through shared memory with cp.async, then registers) and
# with the cluster placement quack's launch gets (policy=1, spread; 0 the driver's default).
# Trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
nvidia-smi --query-gpu=name,clocks.max.sm,clocks.max.mem --format=csv | tee "$OUT/device.txt"
bash scripts/install_peers.sh stash
rm -f "$TABLE"
s6=cluster_size=16,stage=6
for case in softmax:bf16 softmax:fp16 log_softmax:bf16; do
  explore try_matrix.py op=${case%:*} ${case#*:} cluster 131072,200000,262144 strategy=auto $s6 \
      $s6,async_copy=1 $s6,policy=1 $s6,policy=0 $s6,async_copy=1,policy=1 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/stage6-load-policy.txt"
rm -f "$OUT"/matrix-*.csv
