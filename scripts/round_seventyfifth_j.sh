#!/bin/bash
# Seventy-fifth session, round j (H200, one call; carry baseline): the final table (rounds e-g and
# i's entries) at fresh random widths (seed 7502, 8 an op and dtype, 16-bit forward 97000-262143)
# beside the table before the session (h200-74end) and round h's (h200-75h); then the GPU tests of
# auto, the backward kernels and the stage 6 / 7 shapes on it.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round j 200
auto_tests j-gpu-tests 330 "auto or backward or stage7 or stage6"
