#!/bin/bash
# Ninety-eighth session, round g (H200, one call): CUDA online's long rows (round f: bf16 100000
# 74.9% of copy, 200000 82.3, 262144 81.1; fp32 85-88).  The held entry runs one block an SM, a
# row at a time: 671 rows of 100000 over 132 SMs take six rows' time for 5.08 rows' work.  The
# split entry (chunks of a row over four blocks an SM, merged through global memory) from 190 KB
# rather than 520, at chunks of 48 / 64 / 96 KB, and the cached entry in place of the held one
# (oneblock=0); fp32's split at chunks of 48-128 KB (scripts/ninetyeighth_g.txt).
#     bash scripts/round_ninetyeighth_g.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyeighth matrices_round g 120
pack_out
