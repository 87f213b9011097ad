#!/bin/bash
# Eighty-sixth session, round a (H200, one call), auto's own pick first (c0), single pass
# (scripts/eightysixth_a.txt):
#   Triton online's fp32 split kernel at 35000-262144 under its launcher's knobs (programs an SM,
#   chunk bytes, L2 prefetch, registers held, the split's start);
#   Triton warp's 16-bit forward rows in chunks at 1023-2047 capped at 80 registers (the default
#   where the tail spans two chunks) against uncapped and 128;
#   Triton warp's 16-bit rows of 1601-2047 not a multiple of 16 bytes, chunks (the default)
#   against one row a program, every op.
#     bash scripts/round_eightysixth_a.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightysixth matrices_round a 150
pack_out
