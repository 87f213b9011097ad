#!/bin/bash
# Seventy-third session, round b (H200, one call): fp32 softmax / log_softmax long rows, auto
# (whose entries there are mostly the H100's: block 256 x 16 with bulk_store) against cluster
# stage 6 x 16 at its default block, 192 and 256 threads, with and without bulk_store, at the
# H100 entries' widths and random widths 88000-262143 (seeds 7301 / 7302;
# scripts/seventythird_b.txt), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
matrices_round b ${T:-280}
