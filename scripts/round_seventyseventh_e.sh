#!/bin/bash
# Seventy-seventh session, round e (H200, one call): clusters of 12 at the long rows, spill-free
# shapes at a blocks_per_sm bound (nvcc): forward stage 7 x 12 (16-bit at 206171-262144, fp32 at
# 240000-262144) and backward stage 8 x 12 at two blocks of 448-576 (fp32 235000-262144), beside
# auto; twice.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyseventh matrices_passes e 250
