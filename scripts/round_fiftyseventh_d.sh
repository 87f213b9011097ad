#!/bin/bash
# Fifty-seventh session, round d (H100, the call after round c; carries .peerwheels/b): Nsight
# Compute on quack's bf16 224 kernel (as round c's on ours), then auto allocating against quack
# at 16-bit 192-272 and 1464, trains of 20, medians of three.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
python3 -c "import quack, liger_kernel" 2>/dev/null || bash scripts/install_peers.sh install
timeout 150 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
  --section InstructionStats --section SchedulerStats --metrics smsp__inst_executed.sum,dram__bytes_read.sum,dram__bytes_write.sum \
  -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py peer=quack 224 bf16 > "$OUT/ncu-quack.txt" 2>&1
echo "== quack rc $?"
grep -E "Duration|inst_executed|DRAM Throughput|Achieved Occ|Theoretical Occ|Registers Per|Block Size|Grid Size|Issue Slots Busy|Warp Cycles Per Issued|No Eligible|Stall" "$OUT/ncu-quack.txt" | head -24
{ T=150 explore try_matrix.py bf16 auto 192,224,272,1464 strategy=auto,alloc=1 peer=quack
  T=100 explore try_matrix.py fp16 auto 224 strategy=auto,alloc=1 peer=quack; } 2>&1 \
  | grep -v "RuntimeError\|AssertionError\|^   runs\|SpecError" | tee "$OUT/peers.txt"
rm -f "$OUT"/matrix-*.csv
