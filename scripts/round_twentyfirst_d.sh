#!/bin/bash
# Twenty-first session, round d (H100): Nsight Compute on cluster kernels at neighbouring widths
# that round c timed far apart (fp32, % of copy): default plan 87000 97.5 / 86500 94.0; stage 1
# over 16 blocks 130000 97.1 / 132000 84.2.  Which counter differs?
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
i=0
for target in "cluster 87000 fp32" "cluster 86500 fp32" "cluster 130000 fp32 cuda stage=1 cluster_size=16" \
              "cluster 132000 fp32 cuda stage=1 cluster_size=16"; do
  i=$((i+1))
  echo "== $target"
  timeout 140 ncu --section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy --section LaunchStats \
      --section WarpStateStats --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,sm__ctas_launched.sum,gpu__time_duration.sum \
      -k regex:softmax --launch-skip 2 --launch-count 1 python3 scripts/run_one.py $target > "$OUT/ncu-$i.txt" 2>&1
  grep -E "DRAM Throughput|Duration|dram__bytes|lts__t_sectors|Achieved Occupancy|Theoretical Occ|Cluster|Registers Per|Block Limit|L2 Hit|Mem Busy|Max Bandwidth|Stall|Warp Cycles" "$OUT/ncu-$i.txt" | head -40
done
