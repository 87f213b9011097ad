#!/bin/bash
# Ninety-seventh session, round h (H200, one call): the H100 table's kernels that spill under NVRTC
# (`AUDIT_GPU=h100 python scripts/device_spills.py`, run here without a GPU:
# docs/bench/ninetyseventh-h-h100-nvrtc-spills.txt) and that no H100 can time: bf16
# log_softmax_backward 5798-6151 (block at 256 threads, 16 bytes under NVRTC, none under nvcc) and
# bf16 softmax 65635-71501 (x 8 stage 6 at 160 threads, 16 bytes at 71501 under both), each beside
# the shapes around it on the H200, twice (scripts/ninetyseventh_h.txt).
#     bash scripts/round_ninetyseventh_h.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyseventh matrices_passes h 100
pack_out
