#!/bin/bash
# Sixtieth session, round m (H100, one call).  Trains of 20, medians of three.  fp16
# softmax_backward around its Triton entry at 8192 (round l's run was unsteady): auto, auto with
# backend=cuda (before 8192's twin) and CUDA block's default; the GPU's clocks before and after.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=3
rm -f "$TABLE"
q="temperature.gpu,temperature.memory,clocks.sm,clocks.mem,power.draw,clocks_throttle_reasons.active"
nvidia-smi --query-gpu=$q --format=csv
T=200 explore try_matrix.py op=softmax_backward fp16 block 5793,6000,7000,8192,8193,8800,9000,9274 strategy=auto \
  strategy=auto,backend=cuda "" 2>&1 | grep -v "^   runs" | tee "$OUT/backward.txt"
nvidia-smi --query-gpu=$q --format=csv
