#!/bin/bash
# Forty-fifth session, round h (H100): where warps stall (Nsight Compute's stall reasons a issued
# instruction), for notes entry 124's open questions: CUDA's held entry against Triton's one program
# at bf16 150001 (94 against 88), and the split at bf16 300001, log_softmax with thread 0's merge
# (shipped) against the warp merge (baseline/vA) beside softmax's warp merge (shipped).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
R=long_scoreboard,short_scoreboard,barrier,membar,mio_throttle,lg_throttle,wait,math_pipe_throttle,not_selected,selected,sleeping,branch_resolving,no_instruction,dispatch_stall,drain
M=gpu__time_duration.sum,dram__bytes_read.sum,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active
for r in ${R//,/ }; do M=$M,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio; done
run() { name=$1; shift
    timeout 100 ncu --metrics $M -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py "$@" \
        > "$OUT/h-ncu-$name.txt" 2>&1; echo "== $name rc $?"
    grep -E "gpu__time|dram__bytes|inst_executed|issue_active|stalled" "$OUT/h-ncu-$name.txt" \
        | sed -E 's/smsp__average_warps_issue_stalled_//; s/_per_issue_active.ratio//' | awk '{print "   " $1, $NF}' | tr '\n' ' '; echo; }
run held-cuda-150001 online 150001 bf16 cuda
run gluon-triton-150001 online 150001 bf16 triton
run split-log-thread0 online 300001 bf16 cuda op=log_softmax
run split-log-warp online 300001 bf16 cuda op=log_softmax baseline=vA
run split-softmax-warp online 300001 bf16 cuda
