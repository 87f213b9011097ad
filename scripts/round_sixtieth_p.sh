#!/bin/bash
# Sixtieth session, round p (H100, one call).  auto on the final table at 24 fresh random widths
# (128-262143, seed 6011) for every op and dtype, single trains of 20, then the four lowest of each
# op (device_env.sh's sweep).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20
rm -f "$TABLE"
sweep p 6011
