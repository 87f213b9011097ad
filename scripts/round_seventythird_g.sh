#!/bin/bash
# Seventy-third session, round g (H200, one call): the bands where clusters of 12 lead (round f:
# 16-bit forward 150001-206171 stage 6 x 12 +3 to +8, backward stage 4 x 12 bf16 103525 / 150001
# +5 to +15, fp32 225552-247491 +3 to +5): auto against x 12 at widths across them
# (scripts/seventythird_g.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round g ${T:-200}
