#!/bin/bash
# Eighty-second session, round d (H200, one call): widths under 128 that are a multiple of 16
# bytes, where the H200 table has no entry (its narrowest: 128) and auto carries the 128-column
# entries' lanes a row (fp32 softmax_backward 24: 35.8% of copy in round c), every op and dtype:
# auto beside CUDA warp and Triton warp as their plans shape them (scripts/eightysecond_d.txt);
# single pass.  The fastest at each width enters the table (scripts/h200_narrow_entries.py).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightysecond matrices_round ${1:-d} 45
pack_out
