#!/bin/bash
# Ninety-ninth session, round e (H200, one call): Triton smem past 32768 16-bit columns beside
# auto's Triton pick at rows not a multiple of 16 bytes (scripts/ninetyninth_e.txt), which the
# H200 table's aligned entries do not serve (alignment_bound: triton).
#     bash scripts/round_ninetyninth_e.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyninth matrices_round e 120
pack_out
