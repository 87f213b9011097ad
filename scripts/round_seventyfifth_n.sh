#!/bin/bash
# Seventy-fifth session, round n (H200, one call): bf16 forward 206171-262144, stage 7 shapes between
# 128 x 8 and 160 x 6 in rows held an SM (x 16 x 128 at seven blocks, x 16 x 160 at five: seven packs
# a thread at 72 registers; x 16 x 224 at four; x 12 x 128 at seven), beside the final table.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round n 150
