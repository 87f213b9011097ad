#!/bin/bash
# Hundred-eleventh session, round b (H200, one call), after round a's peer tables: fp32
# log_softmax_backward 1536, where torch led auto (97.9 against 96.9; 1536 takes 1563's CUDA block
# entry, 96.5 when tuned), against CUDA smem and Triton smem / block from 1433 to 1700; and fp16
# log_softmax 781, 93.5 on its CUDA block entry (bf16 102.2 on CUDA warp), its neighbours on block,
# warp 32 x 4 and Triton warp; medians of three, allocating (scripts/hundredeleventh_b.txt).
#     bash scripts/round_hundredeleventh_b.sh            (device tool)
source scripts/device_env.sh; export COLUMNS=220
REPEAT=3 SESSION=hundredeleventh matrices_until b 420 250
pack_out
