#!/bin/bash
# Twentieth session, round i (H100): Triton online backward on 16-bit peeled rows of 32-100 KB,
# both ops (round h: log_softmax_backward 32769 82% at the launcher's 32 warps, 97 at 16 of 1;
# softmax_backward bf16 24001 88% at its 16 of 1, 100 at 32 of 1).
set -o pipefail
source scripts/device_env.sh
rm -f "$TABLE"
cd scripts
S=shapes=16-1,16-2,32-1,32-2
for op in softmax_backward log_softmax_backward; do
  timeout 280 python3 try_triton_backward_online.py op=$op $S bf16:16385,20001,24001,28001,32769,40001,50001 fp16:20001,32769,50001
done 2>&1 | grep -v Warn | tee "$OUT/peeled-shapes.txt"
