#!/bin/bash
# Forty-second session, round a (H100): the GPU tests of Triton online's gluon kernels and split
# at HEAD (36a4edd, the launcher refactor, was CPU-verified only); why Triton fp32 online's split
# runs log_softmax 4-5 points under softmax (entry 120's round i): Nsight Compute (time, DRAM,
# warp stalls) on both ops at 131072, then medians of three at 100000-262144 with other split
# shapes (programs an SM, chunk) in both ops.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -rf -k "shared_rows or gluon_rows or split_rows" 2>&1 \
    | tee "$OUT/a-tests.txt" | tail -3
for op in softmax log_softmax; do
  timeout 150 ncu --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,smsp__inst_executed.sum \
    -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py online 131072 fp32 triton op=$op >> "$OUT/a-ncu.txt" 2>&1
  echo "== ncu $op rc $?"
done
grep -E "gpu__time|dram__bytes|lts__t|inst_executed|DRAM Throughput|Issue Slots Busy|No Eligible|Achieved Occ|Registers Per|Stall|Grid Size" "$OUT/a-ncu.txt" | head -50
for op in softmax log_softmax; do
  REPEAT=3 T=240 explore try_matrix.py op=$op fp32 online 100000,131072,262144 "" backend=triton backend=triton,splitper=3 \
      backend=triton,chunk=64 backend=triton,gahead=0 | tee "$OUT/a-$op.txt"
done
