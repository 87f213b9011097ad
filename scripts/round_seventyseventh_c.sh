#!/bin/bash
# Seventy-seventh session, round c (H200, one call): fp32 softmax_backward stage 4 x 16 at 256
# threads, two blocks an SM (dy's slice all in registers; round a-b's lead at 245191-261001) and x 12
# stage 4 at the table's widths 241000-258584 and 8 fresh random widths 240000-262144 (seed 7704);
# fp32 log_softmax_backward stage 4 x 16 (round b's lead at 261001-262144) and 262144's entry (x 8
# stage 1) at 261500-262100 and 5 fresh widths 255000-262144 (seed 7705); beside auto; twice.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyseventh matrices_passes c 250
