#!/bin/bash
# Seventy-third session, round d (H200, one call; carry baseline/): fp32 softmax / log_softmax
# 232000-248000 at stage 6 x 16 shapes (the default and 256 threads spill at log_softmax 240000),
# and the table after rounds b and c at fresh random widths (fp32 softmax_backward /
# log_softmax_backward 150000-262143, seeds 7306 / 7307; softmax / log_softmax 88000-262143,
# seeds 7308 / 7309) beside the table shipped before (baseline/h200-72f.json;
# scripts/seventythird_d.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round d ${T:-200}
