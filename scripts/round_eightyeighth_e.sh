#!/bin/bash
# Eighty-eighth session, round e (H200, one call), auto's own pick first (c0), single pass:
#   16-bit log_softmax 2105-2132 beside the new backend "both" entries (2115's CUDA block entry
#   serves there) against Triton warp and the table at the session's start (baseline/h200-87.json,
#   carried); the forward's rows of nine chunks at four warps (2041-2047, 128 registers) at 96
#   and at one warp a program (scripts/eightyeighth_e.txt).
#     bash scripts/round_eightyeighth_e.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyeighth matrices_round e 100
pack_out
