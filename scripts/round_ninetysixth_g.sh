#!/bin/bash
# Ninety-sixth session, round g (H200, one call): 16-bit log_softmax at 61-65 (63 ran 94.5-94.9,
# entry 178) on flat as packs at 4 lanes, in blocks of 64-512 threads and tiles of 32-128 rows,
# medians of three interleaved runs.
#     bash scripts/round_ninetysixth_g.sh
source scripts/device_env.sh; export COLUMNS=200
REPEAT=3 SESSION=ninetysixth matrices_round g 150
