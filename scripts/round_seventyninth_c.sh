#!/bin/bash
# Seventy-ninth session, round c (H200, one call): the warp kernel at 8 lanes a row (round b: 97-99
# at 16-bit rows 128-486) at the 16-bit forward's H200 entries under 520 columns (softmax's under
# 98 alone) beside auto (c1); then the forward entries carried from the H100 table and never timed
# on the H200 (scripts/carried_h200_entries.py matrix: round b's fp32 log_softmax 258 ran 80.8 on
# the one carried at 260) against the configs of their nearest H200-timed neighbours, 16-bit
# rows under 1024 on 8 lanes too (c2); single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyninth matrices_round c1 60
SESSION=seventyninth matrices_round c2 60
