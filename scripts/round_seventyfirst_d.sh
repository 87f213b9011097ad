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
for op in "$@"; do for dt in fp32 bf16 fp16; do
  T=${T:-100} explore try_matrix.py op=$op $dt auto $W strategy=auto strategy=auto,table=h200-before \
    | peer_rows | tee "$OUT/d-$op-$dt.txt"
done; done
if [ "$1" = softmax_backward ]; then
  timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_auto.py tests/test_gpu.py -k "auto or backward" \
    -n 8 --dist worksteal -rfE > "$OUT/d-tests.txt" 2>&1; echo "== tests rc $?"; tail -4 "$OUT/d-tests.txt"
fi
rm -f "$OUT"/*.csv
