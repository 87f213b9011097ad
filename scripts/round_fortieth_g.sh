#!/bin/bash
# Fortieth session, round g (H100): Nsight Compute on CUDA online's split entry in bf16 at 262144
# (87% of copy) and 200003 (90%): DRAM bytes against the row's, L2 reads and hit rate, issue.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
for w in 262144 200003; do
  timeout 150 ncu --section SpeedOfLight --section SchedulerStats --section MemoryWorkloadAnalysis \
    --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,lts__t_sector_hit_rate.pct,smsp__inst_executed.sum,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum \
    -k regex:'(?i)softmax' --launch-skip 2 --launch-count 1 python3 scripts/run_one.py online $w bf16 >> "$OUT/g-ncu.txt" 2>&1
  echo "== ncu $w rc $?"
done
grep -E "Profiling|gpu__time|dram__bytes|lts__|inst_executed|DRAM Throughput|L2 Cache Throughput|L2 Hit|Issue|Eligible" "$OUT/g-ncu.txt" | head -40
