#!/bin/bash
# Seventy-fourth session, round d (H200, one call): 16-bit softmax / log_softmax 14000-23500, auto
# (the table of round c, baseline/h200-74b.json) against stage 6 over clusters of 2 (round c: 99-101
# at bf16 softmax 16393-16755, where auto ran 89-91) and of 4 (scripts/seventyfourth_d.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 SESSION=seventyfourth
matrices_round d ${T:-150}
