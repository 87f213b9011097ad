#!/bin/bash
# Fortieth session, round a (H100): where 16-bit online's split loses to fp32's. Nsight Compute
# (warp stalls, issue, pipes, DRAM) on the split entry at 262144 in bf16 and fp32; then three
# blocks an SM with one tile held in registers (splitper=3, splitheld=1; 16-bit runs four with
# none) at 80 / 64 KB chunks, also from 192 KB rows (shipped 384 KB); medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in bf16 fp32; do
  timeout 150 ncu --section SpeedOfLight --section WarpStateStats --section SchedulerStats \
    --section ComputeWorkloadAnalysis --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,smsp__inst_executed.sum \
    -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py online 262144 $dt >> "$OUT/a-ncu.txt" 2>&1
  echo "== ncu $dt rc $?"
done
grep -E "gpu__time|dram__bytes|inst_executed|DRAM Throughput|Issue Slots Busy|No Eligible|Achieved Occ|Registers Per|Stall|Grid Size" "$OUT/a-ncu.txt" | head -40
W=100000,131072,200003,262144,300001
for dt in bf16 fp16; do
  REPEAT=3 T=280 explore try_matrix.py $dt online $W "" splitper=3,splitheld=1,chunk=80,splitfrom=192 \
      splitper=3,splitheld=1,chunk=64,splitfrom=192 | tee "$OUT/a-$dt.txt"
done
