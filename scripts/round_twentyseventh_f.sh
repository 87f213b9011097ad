#!/bin/bash
# Twenty-seventh session, round f (H100): Nsight Compute's sections that say where a kernel's time
# goes (speed of light, memory workload, scheduler, warp state, instructions, occupancy) for bf16
# 262144: `f1` the table's cluster stage 1 x 16 and stage 2 x 16 (slice in registers, 127
# registers), `f2` (the next call, after the peers' install) quack.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
SECTIONS="--section SpeedOfLight --section MemoryWorkloadAnalysis --section SchedulerStats --section WarpStateStats
          --section InstructionStats --section Occupancy --section LaunchStats --section ComputeWorkloadAnalysis"
prof() { name=$1; shift
         timeout 150 ncu $SECTIONS -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 \
           python3 scripts/run_one.py "$@" > "$OUT/ncu-$name.txt" 2>&1; echo "== $name rc $?"
         grep -E "Duration|DRAM Throughput|Issue Slots Busy|Issued Warp Per|No Eligible|Active Warps Per|Eligible Warps|Warp Cycles Per Issued|Registers Per|Achieved Occ|L2 Hit|Executed Ipc A" "$OUT/ncu-$name.txt" | head -16; }
if [ "$1" = f1 ]; then
  bash scripts/install_peers.sh stash
  prof stage1 cluster 262144 bf16 cuda stage=1 cluster_size=16
  prof stage2 cluster 262144 bf16 cuda stage=2 cluster_size=16 block_size=256 async_copy=1 exchange=2
else
  bash scripts/install_peers.sh install
  prof quack peer=quack 262144 bf16
fi
