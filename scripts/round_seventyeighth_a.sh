#!/bin/bash
# Seventy-eighth session, round a (H200, one call): auto at 24 fresh random widths (seed 7801,
# log-uniform 128-262143) in every dtype and op, a width under 95 timed three times (its median):
# where the H200 table stands after the seventy-seventh session.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
sweep a 7801
pack_out
