#!/bin/bash
# Eighty-fourth session, rounds a and b (H200, one call each): what auto serves a call that asks
# for backend="triton" at rows not a multiple of 16 bytes under 1024 columns (Triton online or
# smem / block carried from far entries, notes entry 164), beside Triton warp (chunks), Triton
# online and, from 601, Triton block and smem, auto's own pick (c0) first; single pass.  Round a:
# the forward (scripts/eightyfourth_a.txt), round b: the backward (scripts/eightyfourth_b.txt).
#     bash scripts/round_eightyfourth_a.sh a|b
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyfourth matrices_round "${1:-a}" 60
pack_out
