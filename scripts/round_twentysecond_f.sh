#!/bin/bash
# Twenty-second session, round f (H100), with the working tree's rules and table:
# (1) the new table entries timed at their own widths (fp16 softmax 134001, log_softmax bf16
#     134001 / 150001 / 190001);
# (2) 448-thread blocks, which the 24-elements rule gives bf16 rows of 1312-1344 packs;
# (3) auto at rounds a / b's random widths and at fresh ones (seed 27), forward ops;
# (4) GPU tests of warp and block.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
explore try_matrix.py fp16 cluster 134001 stage=1,cluster_size=16,block_size=128,async_copy=1,exchange=2
explore try_matrix.py op=log_softmax bf16 cluster 134001,150001,190001 stage=1,cluster_size=16
explore try_matrix.py bf16 block 10400,10500,10700,10800 "" block_size=384 block_size=448 block_size=512
A=random=23:10:128:16384,random=24:14:16384:262144,random=25:30:128:16384
auto_at auto-f-softmax op=softmax fp32,bf16,fp16 $A
auto_at auto-f-log op=log_softmax fp32,bf16,fp16 $A
N=random=27:30:128:262144
auto_at auto-n-softmax op=softmax fp32,bf16,fp16 $N
auto_at auto-n-log op=log_softmax fp32,bf16,fp16 $N
timeout 150 python3 -m pytest -q -m gpu tests/test_gpu.py -k "(block or warp) and not triton" 2>&1 | tail -3
