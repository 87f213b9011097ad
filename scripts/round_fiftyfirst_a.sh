#!/bin/bash
# Fifty-first session, round a (H100, one call; carries .peerwheels/a): stash the peers' first
# wheels (round b installs them), then the new `local_max=1` (each thread's exps against its own
# max, one (max, sum) merge; quack's online reduce) against cluster stage 6 as it is, at the 16-bit
# forward widths it serves, x 16 and x 8.  Trains of 20, matrices medians of two.  The tunable was
# not kept (level or lower): `git apply docs/bench/fiftyfirst-a-local_max.patch` on 9729dc5 restores it.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
bash scripts/install_peers.sh stash
S=stage=6,cluster_size=16
{
  explore try_matrix.py op=softmax bf16 cluster 100000,131072,200001,262144 strategy=auto $S $S,local_max=1 \
      $S,local_max=1,exchange=1 $S,local_max=1,exchange=0
  explore try_matrix.py op=softmax fp16 cluster 100000,131072,200001,262144 strategy=auto $S $S,local_max=1
  explore try_matrix.py op=log_softmax bf16 cluster 100000,131072,200001,262144 strategy=auto $S $S,local_max=1
  explore try_matrix.py op=softmax bf16 cluster 50000,65536 strategy=auto stage=6,cluster_size=8 \
      stage=6,cluster_size=8,local_max=1
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/matrices.txt"
rm -f "$OUT"/matrix-*.csv
