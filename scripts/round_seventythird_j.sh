#!/bin/bash
# Seventy-third session, round j (H200, one call): 16-bit backward stage 1 x 16 at rows
# not a multiple of 16 bytes (round i: 85-93 where stage 4 ran 102-103) at random such widths
# rows not a multiple of 16 bytes (seed 7312: 92670,176212,98247,90878,177604,148505), auto against stage 4 x 16
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round j ${T:-150}
