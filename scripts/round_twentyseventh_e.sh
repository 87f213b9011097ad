#!/bin/bash
# Twenty-seventh session, round e (H100): cluster placement (spread, as quack's launches run, or the
# default) against the launchers' load-balancing on auto's long-row kernels, and stage 2 held to
# three blocks an SM (80 registers, as quack's kernel); `e2` (after `e1` in the call before) adds
# quack, same run.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
if [ "$1" = e1 ]; then bash scripts/install_peers.sh stash; Q=; else bash scripts/install_peers.sh install; Q=peer=quack; fi
S2=stage=2,cluster_size=16,block_size=256,async_copy=1,exchange=2,min_blocks=3
for dtype in bf16 fp16; do
  T=200 explore try_matrix.py $dtype cluster 65536,131072,262144 strategy=auto $Q strategy=auto,policy=1 strategy=auto,policy=0 \
    $S2 $S2,policy=1 stage=1,cluster_size=16,exchange=2,policy=1
done
T=120 explore try_matrix.py fp32 cluster 65536,131072,262144 strategy=auto $Q strategy=auto,policy=1 strategy=auto,policy=0
