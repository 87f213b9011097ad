#!/bin/bash
# Seventy-third session, round i (H200, one call): round h's new gaps, fp16 log_softmax_backward
# 164702 / 170101 (85-86) and 16-bit softmax_backward 132268 (93), against cluster stage 1 / 2 / 4
# shapes at x 12 and x 16 (scripts/seventythird_i.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round i ${T:-150}
