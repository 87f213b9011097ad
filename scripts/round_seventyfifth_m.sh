#!/bin/bash
# Seventy-fifth session, round m (H200, one call): 16-bit forward 206171-262144 (90.5-93.8 on the final
# table), stage 7 x 16 x 160 at six blocks with each way of sharing partials (mbarriers, the default;
# every warp's, exchange 2; the cluster barrier, exchange 0), and x 16 x 128 with every warp's.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=seventyfifth matrices_round m 150
