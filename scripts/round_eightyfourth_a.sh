#!/bin/bash
# Eighty-fourth session, rounds a-c (H200, one call each): what auto serves a call that asks
# for backend="triton" at rows under 1024 columns (Triton online or smem / block carried from far
# entries, notes entry 164), beside Triton warp, online, block and smem, auto's own pick (c0)
# first; single pass.  Rows not a multiple of 16 bytes: round a the forward
# (scripts/eightyfourth_a.txt), round b the backward (scripts/eightyfourth_b.txt); rows of a
# multiple of 16 bytes, 136-776: round c, every op (scripts/eightyfourth_c.txt).
#     bash scripts/round_eightyfourth_a.sh a|b|c
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyfourth matrices_round "${1:-a}" 60
pack_out
