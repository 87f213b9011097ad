#!/bin/bash
# Thirtieth session, round m (H100): where quack and liger still lead (round k: bf16 512 99.5 /
# 100.0, 1024 99.8 / 100.1 / 100.9), an Nsight Compute summary of auto's kernels beside theirs:
# DRAM throughput and bytes, L2 sectors, occupancy, registers, issue.  `m1` (carry
# .peerwheels/a) stashes the peers' wheels; `m2` (carry .peerwheels/b) installs them and profiles.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
SECTIONS="--section SpeedOfLight --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis
  --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,smsp__inst_executed.sum"
prof() { name=$1; shift
         timeout 120 ncu $SECTIONS -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 \
           python3 scripts/run_one.py "$@" > "$OUT/ncu-$name.txt" 2>&1; echo "== $name rc $?"
         grep -E "gpu__time|dram__bytes|lts__t_sectors|inst_executed|DRAM Throughput|Memory Throughput|Achieved Occ|Theoretical Occ|Registers Per|Block Size|Grid Size|L2 Hit|Mem Busy|Max Bandwidth" "$OUT/ncu-$name.txt" | head -20; }
case $1 in
  m1) bash scripts/install_peers.sh stash ;;
  m2) bash scripts/install_peers.sh install
      prof auto-bf16-512 warp 512 bf16 cuda
      prof quack-bf16-512 peer=quack 512 bf16
      prof auto-bf16-1024 block 1024 bf16 triton
      prof quack-bf16-1024 peer=quack 1024 bf16
      prof liger-bf16-1024 peer=liger 1024 bf16 ;;
esac
