#!/bin/bash
# Fifty-seventh session, round c (H100, one call; carries .peerwheels/a for round d): where quack
# leads at 16-bit 192-272 and 1464 (round b: 0.3-1.1), ours with more blocks an SM (min_blocks,
# fewer registers), evict-first stores and other warp shapes (scripts/fiftyseventh/small-c.txt),
# trains of 20, medians of three; then Nsight Compute on auto's bf16 224 kernel and the warp kernel
# in quack's shape (32 lanes, 4 rows a block): instructions, registers, occupancy, warp stalls.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
bash scripts/install_peers.sh stash
T=${T:-110} matrices_by_line scripts/fiftyseventh/small-c.txt
rm -f "$OUT"/matrix-*.csv
ncu_224() { name=$1; shift
  timeout 100 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
    --section InstructionStats --section SchedulerStats --metrics smsp__inst_executed.sum,dram__bytes_read.sum,dram__bytes_write.sum \
    -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py "$@" > "$OUT/ncu-$name.txt" 2>&1
  echo "== $name rc $?"
  grep -E "Duration|inst_executed|DRAM Throughput|Achieved Occ|Theoretical Occ|Registers Per|Block Size|Grid Size|Issue Slots Busy|Warp Cycles Per Issued|No Eligible|Stall" "$OUT/ncu-$name.txt" | head -24; }
ncu_224 auto auto 224 bf16
ncu_224 warp32x4 warp 224 bf16 cuda threads_per_row=32 rows_per_block=4
