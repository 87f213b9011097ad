#!/bin/bash
# Seventh session, second device round: Triton GPU tests after the one-program-a-row grid,
# Triton online's grid, ncu on Triton's 16-bit rows of odd width (12345), the small-call
# breakdown.
source scripts/device_env.sh
timeout 240 python -m pytest -q -m gpu tests/ -k triton -x 2>&1 | tail -4
timeout 100 python scripts/try_triton_online_grid.py 2>&1 | grep -v Warning
M=dram__bytes_read.sum,dram__bytes_write.sum,gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active
for c in "block 12345 bf16 triton" "block 12345 fp32 triton" "block 12345 bf16 cuda" "block 16384 bf16 triton"; do
  echo "== $c"
  timeout 60 ncu --metrics $M --section WarpStateStats -k regex:softmax --launch-skip 2 --launch-count 1 python scripts/run_one.py $c 2>&1 \
    | grep -E "dram__|gpu__time|lts__|inst_executed|warps_active|Stall|stall|Warp Cycles|CPI" | head -24
done
timeout 60 python scripts/latency_breakdown.py 2>&1 | grep -v Warning
