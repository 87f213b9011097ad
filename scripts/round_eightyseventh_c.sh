#!/bin/bash
# Eighty-seventh session, round c (H200, one call), auto's own pick first (c0), single pass:
#   fp32 rows by 2048 (auto serves Triton online from 2048's entry at aligned 2049-2080: 76-78%
#   in round b): Triton warp four and two rows a program, CUDA block of 256 threads;
#   softmax_backward 2041-2047 (nine chunks: 168 registers now) against uncapped;
#   rounds a-b's backend_only entries at fresh widths, auto backend "triton" on the new table
#   against the table at the session's start (baseline/h200-86.json, carried)
#   (scripts/eightyseventh_c.txt).
#     bash scripts/round_eightyseventh_c.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyseventh matrices_round c 100
pack_out
