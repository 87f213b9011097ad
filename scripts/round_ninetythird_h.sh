#!/bin/bash
# Ninety-third session, round h (H200, one call), medians of three interleaved runs: round g's
# cells under 93 against the shapes beside them (scripts/ninetythird_h.txt): 16-bit forward
# 204947-256498 against cluster x 16 stage 7 at eight blocks of 128, six of 160 and five of 192
# (bf16 softmax 232354 / 249288 ran 90.5 / 90.6 on the x 12 entry at 240000); 16-bit backward at
# 143000-143384, where the aligned entry at 143384 (x 16 stage 1 at 288 threads, 100.6-104.7)
# served unaligned rows at 91.9-93.3, against x 16 / x 12 stage 4 (the unaligned entries beside it).
#     bash scripts/round_ninetythird_h.sh
source scripts/device_env.sh; export COLUMNS=250
REPEAT=3 SESSION=ninetythird matrices_round h 120
pack_out
