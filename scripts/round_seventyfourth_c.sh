#!/bin/bash
# Seventy-fourth session, round c (H200, one call): the widths the H200 table of
# scripts/h200_warps_bound.py serves otherwise than the table before it (baseline/h200-73end.json)
# beyond those round b timed (scripts/served_diff.py: its new entries' reach, 4001-4231, 16393-16944,
# 65545-66487), auto on both (scripts/seventyfourth_c.txt), single runs; bf16 softmax 16393-16755
# (about 90 on either table) against three stage 6 shapes.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 SESSION=seventyfourth
matrices_round c ${T:-150}
