#!/bin/bash
# Eighty-ninth session, round c (H200, one call), auto's own pick first (c0), single passes:
# round b's leads at the table's own widths (scripts/eightyninth_c.txt): the 16-bit forward's
# CUDA block entries of 6368-10538 not at 256 threads under 99, against block at 128 / 256 / 512
# threads; the 16-bit backward's cluster entries under 99 (most at stage 1), against the default,
# x 8, x 12 stage 4, x 16 stage 4 / 1 and x 8 at 256 threads.
#     bash scripts/round_eightyninth_c.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyninth matrices_round c 200
pack_out
