#!/bin/bash
# Seventy-sixth session, round j (H200, one call): fp32 backward 174000-185000, between stage 2 x 16's
# last entry (173384) and stage 8's first (round h: log_softmax_backward 178730-181962 at 93-95 on
# stage 4): stage 8 x 16 at four blocks of 224 / 256 threads and three of 256-320, stage 2 x 16,
# beside auto (the final table, baseline/h200-76i.json, as shipped); twice.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventysixth matrices_passes j 130
