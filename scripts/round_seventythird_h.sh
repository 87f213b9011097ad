#!/bin/bash
# Seventy-third session, round h (H200, one call; carry baseline/): the GPU tests on the final
# table, and auto on it beside the table shipped before (baseline/h200-72f.json) at fresh random
# widths 88000-262143 (seed 7310 forward: 107747,133565,93793,173322,147728,183187,189284; seed 7311 backward: 194120,105206,187727,132268,170101,200942,164702), every dtype, single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
auto_tests h-tests 150
T=100 auto_on_tables h 107747,133565,93793,173322,147728,183187,189284 h200-72f softmax log_softmax
T=100 auto_on_tables h 194120,105206,187727,132268,170101,200942,164702 h200-72f softmax_backward log_softmax_backward
rm -f "$OUT"/*.csv
pack_out
