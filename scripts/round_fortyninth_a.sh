#!/bin/bash
# Forty-ninth session, round a (H100): the audits' worklists (notes "Next"), then auto on the
# shipped table at 24 more random widths (seed 4851, log-uniform 128-262143), every op and dtype.
# - Twins: 16-bit log_softmax_backward runs stage 3 at 16384-44722 where softmax_backward runs
#   stage 1: both stages, at x 4 and x 8.
# - Weak entries: fp16 log_softmax_backward 100001 (cluster default) against bf16's stage 1 x 16;
#   the 16-bit softmax_backward 262144 (default) against stage 4; bf16 softmax 200001 (stage 1)
#   against stage 6.
# Trains of 20, medians of two.
set -o pipefail
source scripts/device_env.sh; export COLUMNS=250 TRAIN=20 REPEAT=2
rm -f "$TABLE"
for dt in bf16 fp16; do
  explore try_matrix.py op=log_softmax_backward $dt cluster 16384,20001,24001,30000,36204,40001,44722 \
      strategy=auto stage=1,cluster_size=4 stage=1,cluster_size=8 stage=3,cluster_size=4 2>&1 | grep -v "^   runs\|SpecError"
done | tee "$OUT/twins.txt"
{ explore try_matrix.py op=log_softmax_backward fp16 cluster 90000,100001,111968 strategy=auto stage=1,cluster_size=16
  for dt in bf16 fp16; do
    explore try_matrix.py op=softmax_backward $dt cluster 250000,262144 strategy=auto stage=4,cluster_size=16 stage=1,cluster_size=16
  done
  explore try_matrix.py bf16 cluster 190000,200001,210000 strategy=auto stage=6,cluster_size=16 stage=1,cluster_size=16
} 2>&1 | grep -v "^   runs\|SpecError" | tee "$OUT/weak.txt"
T=140 auto_ops a fp32,bf16,fp16 random=4851:24:128:262143
for f in "$OUT"/auto-a-*.txt; do echo "== lowest, $(basename $f)"; grep -E "^ *(fp32|bf16|fp16) " "$f" | sort -k3 -n | head -5 | cut -c1-120; done
