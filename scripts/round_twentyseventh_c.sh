#!/bin/bash
# Twenty-seventh session, round c (H100): the long 16-bit and fp32 widths where quack ran 1-2 points
# over auto in round b: cluster configs as quack runs them (the slice in registers through
# cp.async, every warp's partial exchanged, 256 threads, 8 or 16 blocks) against the table's and
# quack, same run.  Two calls: `c1` (carry .peerwheels/a) times the configs alone, `c2` (carry
# .peerwheels/b, the next call) installs the peers and times them with quack.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
if [ "$1" = c1 ]; then bash scripts/install_peers.sh stash; Q=; else bash scripts/install_peers.sh install; Q=peer=quack; fi
T=200 explore try_matrix.py bf16 cluster 65536,131072,262144 "" $Q \
  stage=2,cluster_size=8,block_size=256,async_copy=1,exchange=2 stage=2,cluster_size=16,block_size=256,async_copy=1,exchange=2 \
  stage=2,cluster_size=16,block_size=512,async_copy=1,exchange=2 stage=1,cluster_size=16,block_size=256,async_copy=1,exchange=2 \
  stage=1,cluster_size=16,block_size=256,async_copy=1 stage=2,cluster_size=16,block_size=256,async_copy=0,exchange=2
T=120 explore try_matrix.py fp16 cluster 131072,262144 "" $Q \
  stage=2,cluster_size=8,block_size=256,async_copy=1,exchange=2 stage=2,cluster_size=16,block_size=256,async_copy=1,exchange=2 \
  stage=1,cluster_size=16,block_size=256,async_copy=1,exchange=2
T=120 explore try_matrix.py fp32 cluster 131072,262144 "" $Q \
  stage=2,cluster_size=16,block_size=256,async_copy=1,exchange=2 stage=2,cluster_size=8,block_size=256,async_copy=1,exchange=2 \
  stage=1,cluster_size=16,block_size=256,async_copy=1,exchange=2 stage=2,cluster_size=16,block_size=512,async_copy=1,exchange=2
