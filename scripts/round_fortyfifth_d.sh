#!/bin/bash
# Forty-fifth session, round d (H100): Nsight Compute on the split entry at 16-bit 300001, where the
# warp merge of round b gained 0.6-0.9 in softmax and lost 0.9-1.2 in log_softmax: the working tree
# against baseline/h45 (40dd88d), both ops, bf16 (DRAM bytes, warp states, scheduler).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for op in softmax log_softmax; do for v in cur h45; do
    b=$([ $v = h45 ] && echo baseline=h45)
    timeout 100 ncu --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
        --section SchedulerStats --section LaunchStats --section Occupancy \
        --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,smsp__inst_executed.sum \
        -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py online 300001 bf16 cuda \
        op=$op $b > "$OUT/d-ncu-$op-$v.txt" 2>&1
    echo "== $op $v rc $?"
    grep -E "gpu__time|dram__bytes|inst_executed|DRAM Throughput|Eligible Warps|Issued Warp|No Eligible|Stall|Warp Cycles Per Issued" \
        "$OUT/d-ncu-$op-$v.txt" | head -14
done; done
