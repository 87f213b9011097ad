#!/bin/bash
# Ninety-first session, round d (H200, one call), single passes on the shipped table: the 64
# entries under 97 of 16-bit forward at 43000-131000 (scripts/ninetyfirst_d.txt), at their own
# widths, auto beside round c's shapes there (cluster x 8 stage 7 at 128 threads, eight blocks an
# SM, 96.3-99.2 over 49779-93865; x 16 stage 7 / stage 6 at that shape; x 8 stage 6), so that the
# builder enters their fastest kernel in their place.
#     bash scripts/round_ninetyfirst_d.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=ninetyfirst matrices_round d 120
pack_out
