#!/bin/bash
# Seventy-fifth session, round c (H200, one call): exchange 3 by blockIdx, not tickets (the tickets' cost); no
# end-of-launch counter (round b: 56-71% of copy).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round c 230
