#!/bin/bash
# Thirty-fifth session, round e (H100): CUDA online with ahead=1 (one tile prefetched into L2 ahead
# of pass 1's loads) at the widths where online runs its plain kernel, and the long rows again.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for dt in ${DTYPES:-fp16 bf16 fp32}; do
  REPEAT=${REPEAT:-3} T=200 explore try_matrix.py $dt online ${WIDTHS:-8192,16384,32768,50000,65536,80000,100000,131072,262144} \
    "" ahead=1 | tee "$OUT/e-$dt.txt"
done
# where bf16 262144's warps wait (Nsight Compute warp states, one launch)
timeout 120 ncu --section WarpStateStats --section SchedulerStats -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 \
  python3 scripts/run_one.py online 262144 bf16 cuda > "$OUT/ncu-e-warpstates-bf16.txt" 2>&1
grep -E "Stall|Warp Cycles|Issued|Eligible|One or More" "$OUT/ncu-e-warpstates-bf16.txt" | head -30
