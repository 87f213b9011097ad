#!/bin/bash
# Ninety-seventh session, round d (H200, one call): the two runs of auto's CUDA kernels that the
# device's NVRTC builds with spills (round c): fp16 log_softmax 24577-24638 (24001's cluster x 2
# stage 6 entry at 256 threads, four blocks: 7 packs a thread past 24576, 16 bytes) and fp16
# log_softmax_backward 3073-3518 (3000's block entry at 128 threads: 4 packs a thread past 3072,
# 80 registers, 8 bytes under NVRTC, none under nvcc), auto against the shapes beside it, twice
# (scripts/ninetyseventh_d.txt; bf16 log_softmax_backward, no spill, as a control).
#     bash scripts/round_ninetyseventh_d.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyseventh matrices_passes d 120
pack_out
