#!/bin/bash
# Twenty-fifth session, round a (H100): the two bands still under 95.
# (1) 16-bit softmax 180000-207000: stage 1 x 16 moves 92-99 point to point.  Fine steps around
#     196000 (rows on 32 bytes) against misaligned neighbours, 16 / 32-byte slices (align), the
#     200000 and 200001 entries' configs; log_softmax at two of them (one exp an element fewer);
#     Nsight Compute on 196000 / 195892 with 200000's config.
# (2) fp32 softmax_backward 199001-236968 (entry: stage 2 x 16 at 512, 94.5): stage 1 / 3 in
#     whole warps with the last step full (the plan's 512 leaves a near-empty one).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
export T=170
C=stage=1,cluster_size=16
E0=$C,block_size=256                                  # 200000's entry
E1=$C,block_size=128,async_copy=1,exchange=2          # 200001's entry
W=195800,195840,195872,195888,195892,195896,195904,195968,196000,196001,196032,192129,186167
explore try_matrix.py bf16 cluster $W $E0 $E1 $E0,align=2 $E1,align=2 $C,block_size=192
explore try_matrix.py op=log_softmax bf16 cluster 195892,196000,192129 $E0 $E1
for w in 196000 195892; do
  echo "== ncu softmax bf16 $w $E0"
  timeout 100 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
      --metrics gpu__time_duration.sum,smsp__inst_executed.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,dram__bytes_read.sum,dram__bytes_write.sum,sm__cycles_active.avg,lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum \
      -k regex:softmax --launch-skip 2 --launch-count 1 python3 scripts/run_one.py cluster $w bf16 cuda \
      stage=1 cluster_size=16 block_size=256 > "$OUT/ncu-$w.txt" 2>&1
  grep -E "Duration|inst_executed|sectors|dram__bytes|cycles_active|DRAM Throughput|Registers Per|Achieved Occupancy|Theoretical Occ|Block Limit|Warp Cycles Per Issued|Grid Size|Waves" "$OUT/ncu-$w.txt" | head -24
done
S=cluster_size=16
explore try_matrix.py op=softmax_backward fp32 cluster 199001,215000,236968 stage=2,$S,block_size=512 \
  stage=1,$S,block_size=448 stage=1,$S,block_size=640 stage=1,$S,block_size=800 stage=3,$S,block_size=448 stage=3,$S,block_size=640 stage=3,$S,block_size=928
rm -f "$OUT"/matrix-*.csv
