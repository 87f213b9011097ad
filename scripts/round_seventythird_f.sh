#!/bin/bash
# Seventy-third session, round f (H200, one call): clusters of 12 (round e: fp32 softmax_backward
# stage 4 x 12 ran 90-101 where x 16 ran 83-88) at the long rows still under 95: 16-bit and fp32
# forward at stage 6 x 12 shapes, fp32 and bf16 backward at stage 2 / 4 x 12
# (scripts/seventythird_f.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round f ${T:-200}
