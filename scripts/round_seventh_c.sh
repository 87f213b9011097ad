#!/bin/bash
# Seventh session, third device round: Triton register caps on 16-bit odd rows; ncu of the
# shipped N = 262144 forward kernels (bf16 8 x 256 stage 1, fp32 16-block stage 2).
source scripts/device_env.sh
timeout 200 python scripts/try_triton_maxnreg.py 2>&1 | grep -v Warning
S="--section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis"
for c in "cluster 262144 bf16 cuda cluster_size=8 block_size=256" "cluster 262144 fp32 cuda stage=2 cluster_size=16"; do
  echo "== $c"
  timeout 90 ncu $S -k regex:softmax --launch-skip 2 --launch-count 1 python scripts/run_one.py $c > /tmp/ncu.txt 2>&1
  grep -E "DRAM Throughput|Duration|Registers|Achieved Occupancy|Theoretical Occupancy|Block Limit|No Eligible|Issued Warp|Eligible Warps|Warp Cycles Per Issued|Max Active Clusters|Memory Throughput|Mem Busy|Max Bandwidth|Dynamic Shared|Waves Per SM|Stall|L2 Hit" /tmp/ncu.txt | head -40
  grep -E -A3 "OPT|WRN" /tmp/ncu.txt | grep -v "^--" | cut -c1-220 | head -30
done
