#!/bin/bash
# Ninety-third session, round e (H200, one call; carries baseline/h200-93a.json, the session's
# first table): first the GPU tests of the stage 7 kernels (their new row: most threads' own max 85
# below the row's); then, medians of three interleaved runs, auto on round d's table against auto
# on the first (table=h200-93a) at fresh widths (seed 9302) in the bands round d entered (bf16
# log_softmax 150000-175000 and 240000-262143, bf16 softmax 150000-175000), with the three stage 7
# shapes at the wide band and at 261000-262143, where the stage 6 entry at 261744 (90.1) still
# serves (scripts/ninetythird_e.txt).
#     bash scripts/round_ninetythird_e.sh
source scripts/device_env.sh; export COLUMNS=250
timeout 150 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_gpu.py -n 8 -k "stage7" 2>&1 | tail -3 | tee "$OUT/e-gpu-tests.txt"
REPEAT=3 SESSION=ninetythird matrices_round e 150
pack_out
