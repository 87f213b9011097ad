#!/bin/bash
# Ninety-second session, round b (H200, one call), single passes on the shipped table: 16-bit
# log_softmax 131-165 on CUDA warp at 8 lanes a row, the table's shape (52 registers: 36 warps an
# SM) against a blocks bound that leaves it 47 (42 warps, no spills; softmax takes 48 there
# unbound and runs 2-3 points faster) at 64, 128 and 256 threads (scripts/ninetysecond_b.txt).
#     bash scripts/round_ninetysecond_b.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetysecond matrices_round b 150
pack_out
