#!/bin/bash
# Ninety-eighth session, round i (H200, one call): why Triton smem's new default runs bf16 softmax
# 4501 at 91.8% of copy where fp16 softmax runs 97.0 and bf16 log_softmax 94.0 (round d): Nsight
# Compute with the stall reasons and instruction counts of the three (scripts/device_env.sh's
# ncu_stalls), one launch each.
#     bash scripts/round_ninetyeighth_i.sh
source scripts/device_env.sh
ncu_stalls i-softmax-bf16 smem 4501 bf16 triton op=softmax
ncu_stalls i-softmax-fp16 smem 4501 fp16 triton op=softmax
ncu_stalls i-log_softmax-bf16 smem 4501 bf16 triton op=log_softmax
