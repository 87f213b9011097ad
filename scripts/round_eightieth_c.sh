#!/bin/bash
# Eightieth session, rounds c and d (H200, one call).  c: the 16-bit forward at rows of 137-153
# (92-95 on every warp shape timed so far) on narrower packs (vec 4 at 8, 16 and 32 lanes), 16
# lanes, 8 lanes at 64 and 256 threads, the pair read forced either way, and Triton warp; single
# pass.  d: the backward on the table of round a beside the session's first (baseline/h200-80a,
# carried) at 24 random widths (seed 8001, log-uniform 128-262143), every dtype, single pass.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
SESSION=eightieth matrices_round c 90
auto_on_tables d 11043,78503,35596,597,10331,21863,3272,3905,671,47267,1181,199,38767,181,17697,3530,1095,133,48853,86430,417,19434,3609,227302 \
    h200-80a softmax_backward log_softmax_backward
rm -f "$OUT"/*.csv; pack_out
