#!/bin/bash
# Fifty-fourth session, round a (H100, one call): scripts/hole_finder.sh over 128-2048 (12 random
# widths a dtype, seed 5600), softmax and log_softmax in 16 bits, against the generic configs
# the table serves there: CUDA warp and block at their defaults, Triton warp, block and smem.
bash scripts/hole_finder.sh 128 2048 5600 12 "softmax log_softmax" "bf16 fp16" strategy=warp strategy=block \
    strategy=warp,backend=triton strategy=block,backend=triton strategy=smem,backend=triton
