#!/bin/bash
# Sixty-ninth session, rounds a-c (H200, three calls back to back; the peers' wheels in three
# parts: argument 1 carries .peerwheels/p1, 2 p2, 3 p3).  Why 16-bit long rows run 87-92% of copy
# on the H200 where quack runs 91-96:
# a: Nsight Compute (where the warps wait, the pipes' load, clusters active) on the H200 table's
#    bf16 262144 kernel (stage 1 x 16) and its neighbours (stage 6 x 16; stage 1 x 16 through
#    cp.async, quack's way in); the same kernels at 256-2048 rows (fixed costs against rows).
# b: `softgen tune` of fp16 forward softmax at the sweep's widths, on top of the shipped table
#    (fp16 read bf16's entries), the table left in this GPU's cache for call 3.
# c: quack's bf16 262144 kernel under Nsight Compute; the rows round of a beside quack; auto's
#    fp16 (call b's table) against quack.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
peers_part "$1"
case $1 in
1) nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,clocks.mem,power.limit --format=csv
   ncu_stalls s1-bf16-262144 cluster 262144 bf16 cuda stage=1 cluster_size=16
   ncu_stalls s6-bf16-262144 cluster 262144 bf16 cuda stage=6 cluster_size=16
   ncu_stalls s1a-bf16-262144 cluster 262144 bf16 cuda stage=1 cluster_size=16 async_copy=1
   T=220 explore try_matrix.py bf16 cluster 262144x256,262144x1024,131072x512,131072x2048 "" \
     stage=1,cluster_size=16 stage=6,cluster_size=16 stage=7,cluster_size=16 stage=1,cluster_size=16,async_copy=1 \
     | peer_rows | tee "$OUT/a-rows.txt" ;;
2) rm -f "$TABLE"
   START=softgen/tuning/h200.json T=270 bash scripts/round_sixtyeighth_b.sh fp16:128,256,512,781,1000,1024,2048,3000,4096 \
     fp16:8192,12345,16384,32768,50000,65536,131072,262144 ;;
3) ncu_stalls quack-bf16-262144 peer=quack 262144 bf16
   T=150 explore try_matrix.py bf16 cluster 262144x256,262144x1024,131072x512,131072x2048 \
     stage=1,cluster_size=16 stage=6,cluster_size=16 peer=quack | peer_rows | tee "$OUT/c-rows.txt"
   T=150 explore try_matrix.py fp16 auto 128,256,4096,16384,32768,65536,131072,262144 \
     strategy=auto,alloc=1 strategy=auto,table=h200,alloc=1 peer=quack | peer_rows | tee "$OUT/c-fp16.txt" ;;
esac
rm -f "$OUT"/*.csv
