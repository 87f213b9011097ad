#!/bin/bash
# Ninety-eighth session, round a (H200, one call): Triton smem's gluon kernel (16-bit rows of 8 KB
# and more), whose default ran 88.4% of copy at bf16 12345 (ninety-seventh session, round a; 48
# registers, five programs of 8 warps an SM): its registers capped at 40 / 32 (six / eight programs
# an SM), its max pass waiting tile by tile (a copy group a tile), 4 and 16 warps, CUDA smem beside
# (scripts/ninetyeighth_a.txt); then round b: the H100 table's bf16 log_softmax_backward band
# 5798-6151, where 8192's block entry at 256 threads spills 16 bytes under NVRTC, block at 256
# threads against block's default over 5798-7400 (scripts/ninetyeighth_b.txt).
#     bash scripts/round_ninetyeighth_a.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyeighth matrices_round b 60
SESSION=ninetyeighth matrices_round a 150
pack_out
