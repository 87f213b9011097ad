#!/bin/bash
# Seventy-first session, round d (H200, two calls back to back: `softmax log_softmax`, then
# `softmax_backward log_softmax_backward`, which then runs the GPU tests of auto and the backward
# kernels; carry baseline/): the filled table installed as softgen/tuning/h200.json
# (`cd scripts && python fill_h200.py ../baseline/h200-fill3.json ../docs/bench/seventyfirst-[bc]-*.txt`)
# against the table before (baseline/h200-before.json, the sweep's 17 widths), auto side by side
# at 24 fresh random widths (seed 7103, log-uniform 128-262143), single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
W=199,226,396,412,490,582,921,980,1167,1802,2115,2956,3611,4180,4513,4717,9004,33766,40434,41999,141458,143384,147528,201860
T=${T:-100} auto_on_tables d $W h200-before "$@"
[ "$1" = softmax_backward ] && auto_tests d-tests 200
rm -f "$OUT"/*.csv
