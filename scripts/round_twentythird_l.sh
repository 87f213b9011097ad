#!/bin/bash
# Twenty-third session, round l (H100): why bf16 log_softmax_backward in stage 1 clusters runs 69%
# of copy at 262144 where fp16 runs 96 and softmax_backward bf16 98 (round d), all one block an SM
# (128 KB slices): Nsight Compute on the three, default plan (stage 1, 8 blocks of 512 threads).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
for k in log_softmax_backward:bf16 log_softmax_backward:fp16 softmax_backward:bf16; do
  op=${k%%:*}; dt=${k##*:}
  echo "== ncu $op $dt 262144 stage 1 x 8"
  timeout 100 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
      --section SchedulerStats --section MemoryWorkloadAnalysis --metrics smsp__inst_executed.sum \
      -k regex:softmax --launch-skip 2 --launch-count 1 python3 scripts/run_one.py cluster 262144 $dt cuda \
      op=$op > "$OUT/ncu-$op-$dt.txt" 2>&1
  grep -E "Duration|inst_executed|DRAM Throughput|Memory Throughput|Registers Per|Achieved Occupancy|Theoretical Occ|Block Limit|Warp Cycles Per Issued|Stall|Grid Size|Cluster|Issue Slots|No Eligible|L2 Hit|Mem Busy" "$OUT/ncu-$op-$dt.txt" | head -30
done
