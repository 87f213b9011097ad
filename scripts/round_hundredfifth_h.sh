#!/bin/bash
# Hundred-fifth session, round h (H200, one call), medians of three: round g's two lowest short
# cells, bf16 softmax 850 (93.8: 921's Triton warp at a row a program serves it) and fp16
# log_softmax 850 (95.1: 856's CUDA block), at seven widths of 845-910 not a multiple of 16 bytes:
# auto against CUDA warp at 32 lanes a row x 128, CUDA block, Triton warp and block, flat.
#     bash scripts/round_hundredfifth_h.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=3
SESSION=hundredfifth matrices_round h 150
pack_out
