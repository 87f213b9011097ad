#!/bin/bash
# Seventy-fifth session, round i (H200, one call): the 18 widths of round h under 95% of copy on the
# new table, stage 7 at its blocks-bound shapes (x 16 / x 12 at 128-192 threads, x 8 at 128), beside
# auto (the table of round h, baseline/h200-75h.json).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round i 250
