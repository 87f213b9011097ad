#!/bin/bash
# Ninety-third session, round i (H200, one call), single passes (a cell under 95 the median of
# three, try_auto): auto on round h's table at one row not a multiple of 16 bytes for each aligned
# cluster entry that serves such rows at 16384-262143 (the middle of the rows it serves), every op
# and dtype (scripts/ninetythird_i_widths.txt: `python scripts/aligned_over_unaligned.py` on the
# table before the run): round h found the
# aligned stage 1 entry at 16-bit backward 143384 running 93 on the unaligned rows it served,
# where stage 4 ran 102-103.
#     bash scripts/round_ninetythird_i.sh
source scripts/device_env.sh; export COLUMNS=250
while read op dt widths; do T=40 auto_at "i-$op-$dt" "op=$op" $dt $widths; done < scripts/ninetythird_i_widths.txt
rm -f "$OUT"/*.csv
pack_out
