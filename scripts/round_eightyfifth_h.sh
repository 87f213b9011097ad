#!/bin/bash
# Eighty-fifth session, round h (H200, one call): 16-bit rows of a multiple of 16 bytes from 1056
# to 1552, Triton warp's default (one a program, padded to 2048: plan._warp_chunks) against chunks
# of 32 lanes, four and two rows a program; bf16 every op and fp16 softmax, auto's own pick first
# (c0); single pass (scripts/eightyfifth_h.txt).
#     bash scripts/round_eightyfifth_h.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyfifth matrices_round h 30
pack_out
