#!/bin/bash
# H100, one call, about 90 s (timed in notes entry 131, round a: scripts/round_fiftysecond_a.sh):
# cluster stage 2's block in whole warps (try_matrix `s2warps=1`) against the power of two the
# plan takes (notes entry 130: one pack past 128 x 2 took 256 threads, half idle, at fp16 backward
# 16392-16690, 79-89% of copy; fp32 backward 65540 x 16 512 x 3, 95-96).  (1) The two holes at
# their configs; (2) the fp32 backward stage 2 bands auto serves whose shape whole warps change
# (offline: 21910-28673 x 8, 40490-57330 and 77895-122705 x 16), auto against auto with whole
# warps.  Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
{
  for op in softmax_backward log_softmax_backward; do
    explore try_matrix.py op=$op fp16 cluster 16392,16443,16600,16690 strategy=auto stage=2,cluster_size=8 \
        stage=2,cluster_size=8,s2warps=1
    explore try_matrix.py op=$op fp32 cluster 65540,66060,66756 strategy=auto stage=2,cluster_size=16 \
        stage=2,cluster_size=16,s2warps=1
    explore try_matrix.py op=$op fp32 cluster 22000,24000,26000,28600,40600,45000,52000,57000,80000,86000,94000,102000,110000,120000 \
        strategy=auto strategy=auto,s2warps=1
  done
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/stage2-warps.txt"
rm -f "$OUT"/matrix-*.csv
