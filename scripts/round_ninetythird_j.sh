#!/bin/bash
# Ninety-third session, round j (H200, one call; carries baseline/h200-93a.json, the session's
# first table): the GPU tests of auto and the backward kernels on the final table; then, medians of
# three interleaved runs, auto on it against auto on the first at fresh odd widths (seed 9305) in
# round h's bands: 16-bit backward 142000-145000 and 16-bit softmax 200000-262143
# (scripts/ninetythird_j.txt).
#     bash scripts/round_ninetythird_j.sh
source scripts/device_env.sh; export COLUMNS=250
auto_tests j-gpu-tests-auto 200
REPEAT=3 SESSION=ninetythird matrices_round j 100
pack_out
