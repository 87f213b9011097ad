#!/bin/bash
# Seventy-third session, round e (H200, one call): what is left under 95 in fp32 after round d:
# softmax_backward 188556-225552 (83-87) and log_softmax_backward 206960 (90) against cluster
# stage 1 / 3 / 4 shapes, and softmax / log_softmax 90050-104000 (92 at log_softmax 94813 /
# 100732) against stage 6 x 16 shapes (scripts/seventythird_e.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round e ${T:-200}
