#!/bin/bash
# Ninety-sixth session, round c (H200, one call): flat backward (its own lanes rule, 128 and 256
# threads) beside auto on the table of rounds a-b's entries at the widths whose entries it never
# timed flat against: every backward entry of a row not a multiple of 16 bytes under 280 bytes,
# either backend (scripts/ninetysixth_c.txt).
#     bash scripts/round_ninetysixth_c.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetysixth matrices_round c 150
pack_out
