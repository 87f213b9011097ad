#!/bin/bash
# Thirty-third session, round b (H100): why 16-bit cluster stage 1 x 16 runs 82-92 at
# 524288-650000 where 262144 runs 98 (stage 6).  b1: stage 1's switches not tried there
# (cp.async, the exchange, 1024 threads), single runs; b2: Nsight Compute on 524288 stage 1
# (auto's shape) and on 262144 stage 6, with the warp stall and scheduler sections.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
case $1 in
  b1) T=300 explore try_matrix.py bf16 cluster 524288,536199,650000 \
        stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=512 stage=1,cluster_size=16,block_size=1024 \
        stage=1,cluster_size=16,async_copy=1 stage=1,cluster_size=16,async_copy=1,block_size=512 \
        stage=1,cluster_size=16,exchange=1 stage=1,cluster_size=16,exchange=2 strategy=auto ;;
  b2) for c in "524288 stage=1 cluster_size=16" "262144 stage=6 cluster_size=16"; do
        set -- $c
        timeout 150 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
          --section SchedulerStats --section MemoryWorkloadAnalysis -k regex:softmax --launch-skip 2 --launch-count 1 \
          python3 scripts/run_one.py cluster $1 bf16 cuda $2 $3 > "$OUT/ncu-b2-$1.txt" 2>&1
        echo "== $1 rc $?"
        grep -E "Duration|DRAM Throughput|Achieved Occ|Theoretical Occ|Registers Per|Block Size|Grid Size|No Eligible|Active Warps Per|Eligible Warps|Stall|Cluster" "$OUT/ncu-b2-$1.txt" | head -30
      done ;;
esac
# b3 DTYPE: cp.async against register loads at 256 and 512 threads past 458760, medians of three
case $1 in
  b3) REPEAT=3 T=400 explore try_matrix.py $2 cluster 458760,500000,536199,577231,615981,650000,700000 \
        stage=1,cluster_size=16 stage=1,cluster_size=16,block_size=512 stage=1,cluster_size=16,async_copy=1 \
        stage=1,cluster_size=16,async_copy=1,block_size=512 strategy=auto ;;
esac
