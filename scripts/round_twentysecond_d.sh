#!/bin/bash
# Twenty-second session, round d (H100):
# (1) why bf16 log_softmax_backward runs 10-30 points under fp16 in the same cluster configs
#     (round c, ncu: same occupancy and registers, 5% more instructions, 19.3 against 15.5 warp
#     cycles an instruction, stalled on loads): SASS opcode counts, and the pair read off;
# (2) the CUDA block rule (whole warps, about 16 elements a thread) through auto at round b's
#     random short widths, every op, and the GPU tests of block.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
timeout 60 python3 scripts/sass_mix.py op=log_softmax_backward cluster 43493 bf16,fp16 stage=1 cluster_size=16 | head -45
explore try_matrix.py op=log_softmax_backward bf16 cluster 23450,43493,163263,211354 stage=1,cluster_size=16 stage=1,cluster_size=16,pair=0 "" pair=0 min_blocks=2,pair=0
S=random=25:30:128:16384
auto_at auto-softmax-short op=softmax fp32,bf16,fp16 $S
auto_at auto-log-short op=log_softmax fp32,bf16,fp16 $S
B=random=26:24:128:262144
auto_at auto-bwd-short op=softmax_backward fp32,bf16,fp16 $B
auto_at auto-log-bwd-short op=log_softmax_backward fp32,bf16,fp16 $B
timeout 200 python3 -m pytest -q -m gpu tests/test_gpu.py -k "block and not triton" 2>&1 | tail -3
