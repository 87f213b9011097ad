#!/bin/bash
# Seventy-ninth session, round a (H200, one call): the H200 table's weak entries at a gap of 3
# points (scripts/weak_h200_entries.py 3 matrix: their neighbours' configs, each strategy's common
# shapes, past 12000 columns the long cluster shapes), the 16-bit log_softmax rows under 1024 also
# on eight more warp shapes (lanes, block size, narrower packs); single pass, forward (a1) then
# backward (a2).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyninth matrices_round a1 60
SESSION=seventyninth matrices_round a2 60
