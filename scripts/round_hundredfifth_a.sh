#!/bin/bash
# Hundred-fifth session, round a (H200, one call), medians of five: fp32 softmax / log_softmax at
# the H200 table's cluster entries under 95 (x 16 stage 6, stage 7 at 192 x 4 / 256 x 3), auto
# against cluster x 16 stage 7 at three blocks bounds it had not been timed at in fp32: 224 threads
# x 4 blocks (12 packs a thread in registers), 160 x 5 (12) and 128 x 6 (14); all spill-free under
# nvcc at 235000 and 262144.
#     bash scripts/round_hundredfifth_a.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredfifth matrices_round a 280
pack_out
