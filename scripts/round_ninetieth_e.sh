#!/bin/bash
# Ninetieth session, round e (H200, one call), auto's own pick first (c0, on the table from rounds
# b-c), single passes: round d's weak cells and the entries under 97 beside them
# (scripts/ninetieth_e.txt): 16-bit log_softmax 21200-22450 (21422's default cluster, 95.6; 21323
# ran 93.5), fp32 softmax_backward 1450-1600, bf16 softmax_backward 6400-6601, fp32 log_softmax
# 3929-4027.
#     bash scripts/round_ninetieth_e.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetieth matrices_round e 150
pack_out
