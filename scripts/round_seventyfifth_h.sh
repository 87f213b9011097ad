#!/bin/bash
# Seventy-fifth session, round h (H200, one call; carry baseline): the new table (16-bit forward
# 97000-262144 on stage 7 at a blocks bound, scripts/h200_stage7.py) at fresh random widths (seed
# 7501, 8 an op and dtype) beside the table before (baseline/h200-74end.json); then the GPU tests of
# auto, the backward kernels and the stage 7 shapes on the new table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round h 200
auto_tests h-gpu-tests 330 "auto or backward or stage7 or stage6"
