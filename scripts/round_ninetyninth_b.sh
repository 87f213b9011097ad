#!/bin/bash
# Ninety-ninth session, round b (H200, one call): Triton smem's gluon kernel (full tiles unmasked,
# 8 warps, rows up to a program's shared memory) past 32001 16-bit columns, where calls for
# backend "triton" take Triton online (its H200 entries at 50000: 85-90% of copy), beside auto's
# Triton pick and Triton online's default (scripts/ninetyninth_b.txt).
#     bash scripts/round_ninetyninth_b.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyninth matrices_round b 120
pack_out
