#!/bin/bash
# Twenty-seventh session, round g (H100): cluster stage 5 (the slice's exps in shared memory, one exp
# an element; round f's ncu: the table's stage 1 issues 45.6 M instructions at bf16 262144 to
# quack's 22.9 M).  `g1`: its GPU tests, then the configs against auto; `g2` (the next call, after
# the peers' install): the same with quack, same run.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
if [ "$1" = g1 ]; then
  bash scripts/install_peers.sh stash; Q=
  timeout 250 python3 -m pytest -q -m gpu tests/test_gpu.py -k "(cluster_stages and 5) or slices_far_below" 2>&1 | tail -4
else
  bash scripts/install_peers.sh install; Q=peer=quack
fi
for dtype in bf16 fp16; do
  T=150 explore try_matrix.py $dtype cluster 65536,100000,131072,200000,262144 strategy=auto $Q \
    stage=5,cluster_size=16 stage=5,cluster_size=16,exchange=2 stage=5,cluster_size=8 stage=5,cluster_size=8,exchange=2
done
T=100 explore try_matrix.py fp32 cluster 65536,131072,262144 strategy=auto $Q \
  stage=5,cluster_size=16 stage=5,cluster_size=16,exchange=2 stage=5,cluster_size=8 stage=5,cluster_size=4
