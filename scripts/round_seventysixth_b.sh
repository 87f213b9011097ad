#!/bin/bash
# Seventy-sixth session, round b (H200, one call): fp32 stage 7 x 16 at a blocks_per_sm bound, round
# a's three leading shapes and four with more packs a thread at fewer blocks (12-14 packs at 72-80
# registers), at 12 widths 196900-262144, beside auto; the whole matrix twice (b-pass1, b-pass2).
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventysixth matrices_passes b 250
