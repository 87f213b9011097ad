#!/bin/bash
# Twenty-sixth session, round d (H100): cluster backward stage 4 under compute-sanitizer (memcheck,
# racecheck: stages 3 and 4, both ops, fp32 and bf16, portable and 16-block clusters), and an
# Nsight Compute summary of fp32 softmax_backward 236968 x 16 in stages 3 and 4.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
for tool in memcheck racecheck; do
  timeout 200 compute-sanitizer --tool $tool python3 scripts/sanitize.py y_staged 2>&1 | tail -4
done
for stage in 3 4; do
  echo "== ncu softmax_backward fp32 236968 stage $stage x 16"
  timeout 150 ncu --section SpeedOfLight --section Occupancy --section LaunchStats \
      --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum \
      -k regex:softmax --launch-skip 2 --launch-count 1 python3 scripts/run_one.py cluster 236968 fp32 cuda \
      op=softmax_backward stage=$stage cluster_size=16 > "$OUT/ncu-stage$stage.txt" 2>&1
  grep -E "Duration|dram__bytes|sectors_op_read|DRAM Throughput|Registers Per|Achieved Occupancy|Theoretical Occ|Block Limit|Block Size|Dynamic Shared|Grid Size|Waves|spill" "$OUT/ncu-stage$stage.txt" | head -24
done
