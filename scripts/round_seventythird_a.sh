#!/bin/bash
# Seventy-third session, round a (H200, one call): cluster stage 6 taking N rows a cluster in
# turn, its next row's slice on cp.async into shared memory while it works on this one
# (rows_per_cluster, LaunchPlan.prefetch_rows), against stage 6 a cluster a row and auto, at the
# long 16-bit / fp32 forward rows (scripts/seventythird_a.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round a ${T:-150}
