#!/bin/bash
# Twenty-second session, round l (H100): the table's last entries timed at their own widths
# (16-bit softmax 131073: 134001's config; warp 150 at 8 lanes, softmax and log_softmax), and auto
# with them at round k's widths (round k's log_softmax stopped at fp16 140 on the validator's
# ulp bound, now with the float32 log-sum floor) and odd widths below 131073.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
C134=stage=1,cluster_size=16,block_size=128,async_copy=1,exchange=2
explore try_matrix.py bf16 cluster 131073 $C134
explore try_matrix.py fp16 cluster 131073 $C134
explore try_matrix.py bf16 warp 150 threads_per_row=8
explore try_matrix.py fp16 warp 150 threads_per_row=8
explore try_matrix.py op=log_softmax bf16 warp 150 threads_per_row=8
W=140,157,175,279,307,2163,7002,8791,9721,68643,76563,80237,85821,105001,113001,118077,120003,125001,131203,131663,133914,136995,168127,180681,200883
R=random=29:30:128:262144,random=30:20:16384:262144
auto_at auto-l-log op=log_softmax fp32,bf16,fp16 $W,$R
auto_at auto-l-softmax op=softmax bf16,fp16 $W
