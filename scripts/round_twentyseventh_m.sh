#!/bin/bash
# Twenty-seventh session, round m (H100): Nsight Compute on cluster stage 5 where 16-bit lost (bf16
# 262144 x 16: 83% of copy) against where fp32 won (131072 x 16, the same 256 threads: 98.7), and
# bf16 131072 x 8 (96.8): where the 16-bit kernel's time goes.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
SECTIONS="--section SpeedOfLight --section SchedulerStats --section WarpStateStats --section InstructionStats
          --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis"
prof() { name=$1; shift
         timeout 120 ncu $SECTIONS -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 \
           python3 scripts/run_one.py "$@" > "$OUT/ncu-$name.txt" 2>&1; echo "== $name rc $?"
         grep -E "Duration|DRAM Throughput|Issue Slots Busy|Executed Instructions  |No Eligible|Active Warps Per|Registers Per|Achieved Occ|Theoretical Occ|Stall" "$OUT/ncu-$name.txt" | head -14; }
prof s5-bf16-262144-x16 cluster 262144 bf16 cuda stage=5 cluster_size=16
prof s5-fp32-131072-x16 cluster 131072 fp32 cuda stage=5 cluster_size=16
prof s5-bf16-131072-x8 cluster 131072 bf16 cuda stage=5 cluster_size=8
