#!/bin/bash
# Seventy-sixth session, round f (H200, one call): backward stage 8 x 16 at three blocks of 256-320
# threads, fp32 dy's packs a thread now the most that build without spills at each bound
# (plan.STAGE8_PACKS), at the table's widths past round e's and 8 fresh random widths an op (seeds
# 7605 softmax_backward 180000-240000, 7606 log_softmax_backward 180000-250000), beside auto; twice.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventysixth matrices_passes f 250
