#!/bin/bash
# Hundred-thirteenth session, round f (H200, the third of three calls on a warm machine: before
# it `bash scripts/install_peers.sh stash 1` carrying .peerwheels/p1, then `stash 2` carrying p2;
# this one carries p3): quack installed, then Nsight Compute on quack's fp32 softmax_backward at
# 151936 (its +2.7 lead, notes entry 194) and on auto's kernel there (cluster x 16, 576 threads,
# stage 2, 150284's entry): time, DRAM bytes and throughput, occupancy, registers, warp stalls.
# The first kernels the filter matches are torch's softmax making y; the last three are the
# kernel's own launches.
#     bash scripts/round_hundredthirteenth_f.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=200
peers_part 3
M="gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,launch__block_size,launch__grid_size,launch__cluster_dim_x,smsp__inst_executed.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum"
for who in "peer=quack 151936 fp32 cuda op=softmax_backward" \
           "cluster 151936 fp32 cuda op=softmax_backward block_size=576 cluster_size=16 stage=2"; do
  name=$(echo $who | cut -d' ' -f1 | tr = -)
  timeout 200 ncu --section WarpStateStats --section MemoryWorkloadAnalysis --metrics $M \
    -k regex:'(?i)softmax' --launch-count 4 python3 scripts/run_one.py $who > "$OUT/ncu-$name.txt" 2>&1
  echo "== $name rc $?"
  grep -E "^  [a-zA-Z_]|gpu__time|dram__|registers|block_size|grid_size|cluster_dim|inst_executed|warps_active|lts__t|Stall|Warp Cycles" "$OUT/ncu-$name.txt" | tail -40
done
