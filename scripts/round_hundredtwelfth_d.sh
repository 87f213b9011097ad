#!/bin/bash
# Hundred-twelfth session, round d (H200, one call, carrying baseline), after round c: auto on the
# table of scripts/hundredtwelfth_entries.py (now with bf16 log_softmax_backward 560-582 at warp and
# fp16 log_softmax_backward 7801 at cluster x 2) against the table before at the widths those serve;
# bf16 softmax's 16-byte rows of 10120-10352, which 10240's cluster x 2 stage 6 entry serves, against
# block 256 (round c: 100.0-101.0 against 94.2-95.3 at 10248-10344); medians of three, allocating
# (scripts/hundredtwelfth_d.txt); then the session's GPU tests.
#     bash scripts/round_hundredtwelfth_d.sh            (device tool, carrying baseline)
source scripts/device_env.sh; export COLUMNS=220
REPEAT=3 SESSION=hundredtwelfth matrices_until d 400 200
gpu_tests "hundredtwelfth or hundredeleventh"
