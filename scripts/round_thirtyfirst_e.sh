#!/bin/bash
# Thirty-first session, round e (H100): Nsight Compute on the lean register row's CUDA warp
# kernels at bf16 512 and 1024 (and fp16 2048, which ran 81 -> 99 in round a), to set beside
# round thirtieth m's (same sections; quack's there: 512 86.66 us, 24.1 M instructions; 1024
# 86.34 us, 19.9 M).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
SECTIONS="--section SpeedOfLight --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis
  --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,smsp__inst_executed.sum"
prof() { name=$1; shift
         timeout 120 ncu $SECTIONS -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 \
           python3 scripts/run_one.py "$@" > "$OUT/ncu-$name.txt" 2>&1; echo "== $name rc $?"
         grep -E "gpu__time|dram__bytes|inst_executed|DRAM Throughput|Achieved Occ|Registers Per|Block Size|Grid Size" "$OUT/ncu-$name.txt" | head -12; }
prof warp-bf16-512 warp 512 bf16 cuda
prof warp-bf16-1024 warp 1024 bf16 cuda
prof warp-fp16-2048 warp 2048 fp16 cuda
