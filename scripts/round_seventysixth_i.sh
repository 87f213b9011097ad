#!/bin/bash
# Seventy-sixth session, round i (H200, one call; carry baseline): fp32 softmax_backward 215000-229981,
# where round h found 218916 at 94.2 on stage 8 against 97.1 on the table before: stage 4 x 12 / x 16
# beside stage 8 at 288 / 320 threads and auto (the round h table, baseline/h200-76h.json, as
# shipped); twice.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventysixth matrices_passes i 200
