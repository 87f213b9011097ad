#!/bin/bash
# Seventy-eighth session, round b (H200, one call): the H200 table's weak entries (under 95, their
# three neighbours either side 5 points and more above: scripts/weak_h200_entries.py 5 matrix,
# with round a's widths under 95) against their neighbours' configs and each strategy's common
# shapes, beside auto; single pass, forward (b1) then backward (b2).
#   cd scripts && python weak_h200_entries.py 5 matrix OP:DTYPE:COLS... (round a's lows)
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyeighth matrices_round b1 120
SESSION=seventyeighth matrices_round b2 120
