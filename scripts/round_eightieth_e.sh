#!/bin/bash
# Eightieth session, round e (H200, one call): the weak entry left at a gap of 3 (fp32
# log_softmax_backward 91445, 93.1; 262000 left out, every config timed before) and round d's
# lowest random widths (fp32 log_softmax_backward 3272 94.3, softmax_backward 35596 95.6) against
# their neighbours' configs and the common shapes (scripts/weak_h200_entries.py 3 matrix ...), then
# the same configs at fresh widths either side (ev: not entered, the check that a pick carries);
# single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightieth matrices_round e 120
SESSION=eightieth matrices_round ev 120
