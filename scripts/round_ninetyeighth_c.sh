#!/bin/bash
# Ninety-eighth session, round c (H200, one call): Triton smem's gluon kernel with its tiles
# counted from a row's body (COLS // VEC packs: bf16 4097 four tiles of 4 warps, not five), at 2,
# 4 and 8 warps a program with the max pass waiting tile by tile, the default and CUDA smem beside,
# 16-bit 4097-40001 (scripts/ninetyeighth_c.txt).  Round a found 4 warps ahead of 8 at 12345
# (bf16 softmax 89.6 -> 93.2) and behind at 32767 (89.8 -> 85.4), the tile-by-tile wait +0.5-2.
#     bash scripts/round_ninetyeighth_c.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyeighth matrices_round c 170
pack_out
