#!/bin/bash
# Seventy-fourth session, round e (H200, one call): 16-bit softmax / log_softmax at 12 random widths
# (log-uniform, 4000-90000, seeds 7402-7405) an op and dtype, auto (the table of round d,
# baseline/h200-74d.json) against stage 6 over clusters of 2, 4 and 8 and two bounded shapes
# (scripts/seventyfourth_e.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 SESSION=seventyfourth
matrices_round e ${T:-200}
