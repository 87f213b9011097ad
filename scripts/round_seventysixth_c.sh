#!/bin/bash
# Seventy-sixth session, round c (H200, one call): fp32 stage 7 x 16 at a blocks_per_sm bound, round
# b's four leading shapes (192 threads at 4 / 5 blocks, 256 at 4 / 3) at 12 fresh random widths an
# op, 190000-262143 (seeds 7601 softmax, 7602 log_softmax), beside auto; the matrix twice.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventysixth matrices_passes c 250
