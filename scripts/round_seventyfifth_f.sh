#!/bin/bash
# Seventy-fifth session, round f (H200, one call): 16-bit stage 7 at 160000-262144, where round e's
# 160 threads at six blocks led: x 16 at 192 / 224 / 320 threads, x 12 at 128 / 160, beside auto.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round f 250
