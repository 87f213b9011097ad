#!/bin/bash
# Hundredth session, round e (H200, one call): the stagger where the shipped rule leaves it off:
# 16-bit at eight blocks of 128 (the H200 table's 133565-207826: 66 clusters a wave) at 50 / 100 ns
# over 33 / 66 clusters, fp32 one row a cluster (128 x 6, 192 x 4, 256 x 3) at 50 / 100 ns over
# 30 / 45, random widths (seeds 105-107), medians of five (scripts/hundredth_e.txt).
#     bash scripts/round_hundredth_e.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredth matrices_round e 240
pack_out
