#!/bin/bash
# Nineteenth session, round c (H100): why CUDA fp16 backward trails bf16 (same spec): Nsight
# Compute's pipe utilization, instruction mix and stalls for online 16385 and smem 12345.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
for target in "online 16385" "smem 12345"; do
  for dtype in fp16 bf16; do
    name="${target// /-}-$dtype"
    timeout 120 ncu --section SpeedOfLight --section ComputeWorkloadAnalysis --section InstructionStats \
        --section WarpStateStats --section Occupancy -k regex:softmax --launch-skip 2 --launch-count 1 \
        python3 scripts/run_one.py $target $dtype cuda op=softmax_backward > "$OUT/ncu-$name.txt" 2>&1
    echo "== $name"; grep -E "DRAM Throughput|Duration|Executed Ipc|Issue Slots Busy|SM Busy|Registers Per|Achieved Occ|Stall|Executed Instructions  " "$OUT/ncu-$name.txt" | head -14
  done
done
