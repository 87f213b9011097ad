#!/bin/bash
# Built at 8c08cb2 (exchange 3, reverted in 43852ac): run it from a worktree of that commit.
# Seventy-fifth session, round c (H200, one call): exchange 3 by blockIdx, not tickets (the tickets' cost); no
# end-of-launch counter (round b: 56-71% of copy).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round c 230
