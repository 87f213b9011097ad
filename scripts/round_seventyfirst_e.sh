#!/bin/bash
# Seventy-first session, round e (H200, one call; carry baseline/): the final table installed as
# softgen/tuning/h200.json (`cd scripts && python fill_h200.py ../baseline/h200-before.json
# ../baseline/h200-fill4.json ../docs/bench/seventyfirst-[bc]-*.txt` and round d's tables with
# `:h200-fill3` after each name): first the GPU tests of auto and the backward kernels, then auto
# against the table before (baseline/h200-before.json) side by side at 24 fresh random widths
# (seed 7104, log-uniform 128-262143) for every op and dtype, single runs.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250
rm -f "$TABLE"
auto_tests e-tests
W=189,274,375,380,502,717,1758,2672,2846,3708,5562,5679,6862,9440,15914,16343,91445,95196,95967,99108,188556,207057,223361,256747
for op in softmax log_softmax softmax_backward log_softmax_backward; do for dt in fp32 bf16 fp16; do
  T=${T:-60} explore try_matrix.py op=$op $dt auto $W strategy=auto strategy=auto,table=h200-before \
    | peer_rows | grep -v "^  c[0-9]:" | tee "$OUT/e-$op-$dt.txt"
done; done
rm -f "$OUT"/*.csv
pack_out     # added after the run: four of its twelve tables did not come back without it
