#!/bin/bash
# Twenty-seventh session, round d (H100): the table's 16-bit cluster configs at 65536-262144 with
# every warp's partial exchanged (exchange=2: round c's stage 1 gained 3 points with it), fp32
# 131072 too; `d2` (after `d1` in the call before) adds quack, same run, and an Nsight Compute
# summary of quack and the table's kernel at bf16 262144.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
if [ "$1" = d1 ]; then bash scripts/install_peers.sh stash; Q=; else bash scripts/install_peers.sh install; Q=peer=quack; fi
for dtype in bf16 fp16; do
  T=200 explore try_matrix.py $dtype cluster 65536,100000,131072,200000,262144 strategy=auto $Q \
    stage=1,cluster_size=16 stage=1,cluster_size=16,exchange=2 stage=1,cluster_size=16,exchange=2,block_size=128 \
    stage=1,cluster_size=8,exchange=2 stage=1,cluster_size=8,exchange=2,block_size=128
done
T=120 explore try_matrix.py fp32 cluster 131072,262144 strategy=auto $Q \
  stage=1,cluster_size=8,async_copy=1,exchange=2 stage=1,cluster_size=16,exchange=2 stage=1,cluster_size=16,block_size=512,exchange=2
if [ "$1" = d2 ]; then
  for who in "peer=quack 262144 bf16" "cluster 262144 bf16 cuda stage=1 cluster_size=16"; do
    echo "== ncu $who"
    timeout 100 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
        -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py $who > /tmp/ncu.txt 2>&1
    grep -E "Duration|DRAM Throughput|Registers Per|Achieved Occupancy|Theoretical Occ|Block Size|Shared Memory Config|Dynamic Shared|Static Shared|Grid Size|Cluster|Waves|Stall|spill|Warp Cycles" /tmp/ncu.txt | head -30
  done
fi
