#!/bin/bash
# Hundred-third session, round g (H200, one call), scripts/hundredthird_g.txt, medians of five:
# auto (the H200 table) against the row count near the benchmark's (2^26 elements), to see
# whether the last wave's fill moves it (round b: bf16 240000 at 180 rows 96.9, at 279 92.7, at
# 558 95.5): bf16 softmax 240000 (160 x 6 x 16, 45 clusters a wave) at 225-360 rows (5-8 waves),
# 160000 (128 x 8 x 16, 66 a wave) at 330-528 rows (5-8 waves), fp32 softmax 262144 (256 x 3 x 16
# stage 6, about 22 a wave) at 176-286 rows.
#     bash scripts/round_hundredthird_g.sh
source scripts/device_env.sh; export COLUMNS=200 REPEAT=5
SESSION=hundredthird matrices_round g 200
pack_out
