#!/bin/bash
# Ninety-eighth session, round f (H200, one call): the default plans of Triton block beside CUDA
# block and Triton smem at 5001-32767 (README: block serves rows to about 32K), and of online in
# both backends at long rows, 65536-262144 (issue 5: online at 85% of copy or better on long rows)
# (scripts/ninetyeighth_f.txt).
#     bash scripts/round_ninetyeighth_f.sh
source scripts/device_env.sh; export COLUMNS=200
SESSION=ninetyeighth matrices_round f 100
pack_out
