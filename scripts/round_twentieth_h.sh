#!/bin/bash
# Twentieth session, round h (H100): Triton online backward where round g found it under 0.9 of
# CUDA (log_softmax_backward 16-bit 32769: 81%, softmax_backward bf16 24001: 89%): the launcher's
# shape against others (warps-groups), same run.
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
S=shapes=8-2,8-4,16-1,16-2,16-4,32-1,32-2
timeout 250 python3 try_triton_backward_online.py op=log_softmax_backward $S bf16:32769,24001 fp16:32769 2>&1 | grep -v Warn | tee "$OUT/log-backward-shapes.txt"
timeout 150 python3 try_triton_backward_online.py op=softmax_backward $S bf16:24001,32769 2>&1 | grep -v Warn | tee "$OUT/backward-shapes.txt"
