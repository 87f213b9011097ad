#!/bin/bash
# Twenty-second session, round c (H100), on round b's shortfalls:
# (1) cluster backward, bf16 log_softmax_backward 65-68% at 163263-236968 (ptxas: 78 registers at
#     512 threads, one block an SM where two slices fit): __launch_bounds__ for two (min_blocks=2);
#     and bf16 against fp16 at 23450-47631, where the same configs differ by 10-20 points;
# (2) Nsight Compute on bf16 / fp16 log_softmax_backward, stage 1 x 16 at 43493;
# (3) block / warp sizing rules at the short widths round b found under 95 (scripts/try_width_rules.py).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
L=163263,184218,211354,236968
explore try_matrix.py op=log_softmax_backward bf16 cluster $L "" min_blocks=2
explore try_matrix.py op=log_softmax_backward fp16 cluster $L "" min_blocks=2
explore try_matrix.py op=softmax_backward bf16 cluster $L "" min_blocks=2
S=23450,38171,43493,47631
for dt in bf16 fp16; do
  explore try_matrix.py op=log_softmax_backward $dt cluster $S cluster_size=4,block_size=256 stage=1,cluster_size=16 cluster_size=8,block_size=256
done
i=0
for dt in bf16 fp16; do
  i=$((i+1)); echo "== ncu log_softmax_backward $dt 43493 stage=1 cluster_size=16"
  timeout 100 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats \
      --section InstructionStats --metrics smsp__inst_executed.sum,gpu__time_duration.sum \
      -k regex:softmax --launch-skip 2 --launch-count 1 python3 scripts/run_one.py cluster 43493 $dt cuda \
      op=log_softmax_backward stage=1 cluster_size=16 > "$OUT/ncu-$dt.txt" 2>&1
  grep -E "Duration|inst_executed|Compute \(SM\) Throughput|DRAM Throughput|Registers Per|Achieved Occupancy|Theoretical Occ|Block Limit Reg|Block Limit Shared|Executed Ipc|Issue Slots Busy|Warp Cycles Per Issued" "$OUT/ncu-$dt.txt" | head -20
done
W=157,279,307,324,600,1106,2163,2225,2263,5914,6043,8791,9721
for dt in bf16 fp16; do
  explore try_width_rules.py op=softmax $dt $W shipped block_e8 block_e16 block_e24 block_e32 warp_t16
done
explore try_width_rules.py op=softmax fp32 2163,2263,5914,8791,9721 shipped block_e8 block_e16 block_e24 block_e32
explore try_width_rules.py op=log_softmax bf16 157,279,307,2163,2263,8791 shipped block_e8 block_e16 block_e24 warp_t16
