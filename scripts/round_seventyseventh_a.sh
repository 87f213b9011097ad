#!/bin/bash
# Seventy-seventh session, round a (H200, one call): backward stage 4 x 16 at a blocks_per_sm
# bound (dy's packs a thread from the bound, the rest read twice through L2) and stage 3 x 16
# (dy read twice) at fp32 widths 221499-262144 where the table runs 89-95, beside auto; twice.
# Then stage 4's GPU test (its new case: 256 threads at three blocks an SM).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests a-gpu-tests 120 "stage4_dy_rest"
SESSION=seventyseventh matrices_passes a 250
