#!/bin/bash
# Eighty-second session, round a (H200, one call): Triton warp's aligned rows in chunks of a
# row's lanes x VEC columns (LaunchPlan.in_chunks) at widths under 512 that are not a power of
# two, the default lanes and 4, 8 and 16 lanes a row (threads_per_row, which also puts powers of
# two in chunks), against commit 16fb055's kernels (padded to a power of two on 32 lanes;
# baseline/pre82-*, `bash scripts/triton_warp_baselines.sh 16fb055 pre82 scripts/eightysecond_a.txt`,
# carried), CUDA warp and auto; single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightysecond matrices_round ${1:-a} 85
pack_out
