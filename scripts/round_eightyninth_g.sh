#!/bin/bash
# Eighty-ninth session, round g (H200, one call; carry baseline/h200-89a.json, the session's first
# table), single passes, auto's own pick first (c0): round f found 16-bit backward 84143 at 94.5-94.9
# on round d's 80000 entry (x 16 stage 1; 90878's x 16 stage 4 ran it 101-103 in round a): 76001-84143
# against the first table and stages 1 / 4; bf16 log_softmax 51800-53500 (52720 95.1-95.5) against
# cluster's stage 6 shapes (scripts/eightyninth_g.txt).
#     bash scripts/round_eightyninth_g.sh
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightyninth matrices_round g 200
pack_out
