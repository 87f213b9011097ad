#!/bin/bash
# Seventy-fourth session, round g (H200, one call): the H200 table's 16-bit forward entries timed on
# the H100 (4000-90000), auto (the table of round f, baseline/h200-74f.json) against stage 6 over
# clusters of 2-16 and x 2 bounded to four blocks of 256; round f's slow fresh widths: bf16 softmax
# 6151-6500 (89-91, block 512 from 6385) and log_softmax 7900-8191 (8097: 88.7, block 512 from 8192)
# against block sizes 256-1024 and x 2, bf16 softmax 37030-39044 (91-94, x 8) against x 4
# (scripts/seventyfourth_g.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 SESSION=seventyfourth
matrices_round g ${T:-200}
