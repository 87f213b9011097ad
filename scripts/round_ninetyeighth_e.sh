#!/bin/bash
# Ninety-eighth session, round e (H200, one call): auto for backend "triton" on the table with
# round d's Triton smem entries (scripts/ninetyeighth_entries.py), Triton smem's default and Triton
# online (what those calls took before from far entries) beside it: at the table's own Triton smem
# entries (16-bit 4500-24000, timed on the old kernel) and at fresh widths in the bands the new
# entries serve (scripts/ninetyeighth_e.txt); then the GPU tests of auto and the Triton kernels.
#     bash scripts/round_ninetyeighth_e.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyeighth matrices_round e 110
auto_tests e-gpu-tests 150 "auto or triton"
pack_out
