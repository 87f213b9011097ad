#!/bin/bash
# Hundred-twelfth session, round a (H200, one call): fp32 backward about 151936, where quack led
# auto in the hundred-eleventh session's round a (103.7 against 101.0 on cluster 16 x 576 stage 2),
# against quack's shape in our kernels (x 16 at 256 threads, both slices in shared memory: stage 1,
# all packs in flight or four; y by cp.async and dy's ten packs in registers: stage 4) and auto's
# shape staggered; then `entry_drift.py low 5`'s 16-bit backward leads (fp16 softmax_backward's
# block 128 entries at 848-1211, 1563's block 256 entries, fp16 log_softmax_backward 571 / 582 /
# 6862 smem) against smem / block / Triton smem; medians of three, allocating
# (scripts/hundredtwelfth_a.txt).
#     bash scripts/round_hundredtwelfth_a.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=220
REPEAT=3 SESSION=hundredtwelfth matrices_until a 470 200
