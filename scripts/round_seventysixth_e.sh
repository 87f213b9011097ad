#!/bin/bash
# Seventy-sixth session, round e (H200, one call): backward cluster stage 8 (stage 4 with dy's packs
# past the registers in shared memory beside y's, three blocks an SM; notes entry 159): its GPU
# test, then fp32 softmax_backward / log_softmax_backward at 9-10 widths 187727-237594 (the table's
# entries there, 89-96% of copy), x 16 at 256-384 threads, beside auto; the matrix twice.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests e-gpu-tests 200 "stage8"
SESSION=seventysixth matrices_passes e 250
